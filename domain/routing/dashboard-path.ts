/** The dashboard, home of the patient area (spec §2): a route of its own, and the target of every 'Home'. */
export const DASHBOARD_PATH = '/user/subscriptions';
