/** The patient area's paths (spec §2): the signed-in pages, which open in the area's frame. */
export const PATIENT_AREA_PREFIX = '/user/';

/** The dashboard, home of the patient area (spec §2): a route of its own, and the target of every 'Home'. */
export const DASHBOARD_PATH = '/user/subscriptions';
