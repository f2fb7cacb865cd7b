import "@testing-library/jest-dom";
import { TextEncoder } from "util";

// jsdom lacks TextEncoder, which react-dom/server needs to render a component's server HTML.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder });
