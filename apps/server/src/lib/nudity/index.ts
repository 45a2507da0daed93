export { nudityScore, prepareNudityCheck } from "./classifier.ts";
