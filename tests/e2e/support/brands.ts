const mainPort = Number(process.env.E2E_MAIN_PORT ?? 3000);
const womenPort = Number(process.env.E2E_WOMEN_PORT ?? 8000);

/** What each brand must look like, from the spec (§1) and ui/public/config.json. */
export const BRANDS = [
  {
    id: 'main',
    origin: `http://localhost:${mainPort}`,
    title: 'Vireo Health',
    primaryRgb: 'rgb(0, 122, 255)',
    favicon: '/brands/main/favicon.svg',
    website: 'https://www.vireohealth.example/',
    signUpPath: '/register',
  },
  {
    id: 'women',
    origin: `http://localhost:${womenPort}`,
    title: "Wren Women's Health",
    primaryRgb: 'rgb(141, 71, 255)',
    favicon: '/brands/women/favicon.svg',
    website: 'https://www.wrenhealth.example/',
    signUpPath: '/weightloss',
  },
] as const;

export type BrandCase = (typeof BRANDS)[number];

/**
 * The same brands on the second backend (playwright.config.ts E2E_CLOCK_PORTS), for the tests that move
 * its calendar: the others' backend keeps the real date.
 */
export const CLOCK_BRANDS = BRANDS.map((brand) => ({
  ...brand,
  origin: brand.origin.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 100}`),
}));

export const DEMO = {
  patient: { email: 'demo.patient@vireo.example', password: 'DemoPatient1' },
  doctor: { email: 'dr.reed@vireo.example', password: 'DoctorReed1' },
} as const;
