export { reportUserAgentOnce } from './report-user-agent.ts';
export { isMobileUserAgent } from './mobile-user-agent.ts';
export { navigatorReportOf } from './navigator-report.ts';
