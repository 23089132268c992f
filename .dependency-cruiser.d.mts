import type { IConfiguration } from 'dependency-cruiser';

/** The house rules (.dependency-cruiser.mjs), typed for the test that proves they bite. */
declare const config: IConfiguration & { readonly forbidden: NonNullable<IConfiguration['forbidden']> };
export default config;
