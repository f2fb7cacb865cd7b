// `npm run test:e2e` runs this first, so a missing browser stops it before a minute of building.
import { requireTestBrowser } from "./support/browserPath";

requireTestBrowser();
