// Logging what a flood causes without becoming a flood of log lines: lib/log.ts's throttledLog.
export { throttledLog as sampledLog } from "../lib/log.ts";
