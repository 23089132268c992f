/** Where the API is mounted on every port, beside the app's files. */
export const API_PREFIX = '/backend';
