// `npm run test:e2e` runs this first, so a missing browser stops it before a minute of building.
import { testBrowserPath } from "./support/browserPath";

try {
  console.log(`Browser for the tests: ${testBrowserPath()}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
