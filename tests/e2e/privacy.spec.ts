import { expect, test } from '@playwright/test';
import {
  answerQuestionnaire,
  apiAsPatient,
  chooseTreatment,
  fillBasics,
  finishOnDashboard,
  payWithCard,
  Screens,
  shipToAmbiguousAddress,
  signUpOnEntry,
  uniqueEmail,
  verifyIdentity,
} from './registration-journey';
import { BRANDS } from './support/brands';
import { FACEBOOK_PIXEL, leaksIn, secretsOf, TIKTOK_PIXEL, watchWhatLeaves, type Secret, type WhatLeft } from './support/what-leaves-the-page';

/**
 * Issue 10, security: no health data in URLs, analytics events or console output. One registration is
 * walked with both ad pixels configured, recording everything that leaves the page; each test then
 * looks at one kind of exit for anything the patient entered.
 */

const [MAIN] = BRANDS;
const CARD = '4242 4242 4242 4242';
/** The pages of a registration, as the pixels may name them: route templates only. */
const ROUTE_TEMPLATE = /^(\/([a-z-]+|:param))+$/;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let left: WhatLeft;
let secrets: Secret[];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  left = await watchWhatLeaves(context, page);
  const screens = new Screens(page, null);
  const email = uniqueEmail('privacy');
  // Weight loss asks for height and weight; the journey answers as a patient who can be treated.
  await signUpOnEntry(page, MAIN.origin, '/weightloss', email);
  await fillBasics(page, 'male', screens);
  await answerQuestionnaire(page, 'Your Health', screens);
  await answerQuestionnaire(page, 'Medical History', screens);
  await chooseTreatment(page, screens);
  await shipToAmbiguousAddress(page, screens);
  await payWithCard(page, CARD, screens);
  await verifyIdentity(page, screens);
  await finishOnDashboard(page, MAIN.origin, 'Weight loss', screens);
  const me = (await apiAsPatient(page, MAIN.origin, '/me')) as { data: [{ phone: string }] };
  // Beacons go 250 ms after a route change: the dashboard's is the last one.
  await expect.poll(() => left.beacons.filter((beacon) => decodeURIComponent(beacon.url + beacon.body).includes('/user/subscriptions')).length).toBe(2);
  // Sex is left out: the spec's question list sends the stored gender in its query (spec §5, §7).
  secrets = secretsOf({
    firstName: 'Pat',
    lastName: 'Rivera',
    email,
    birthDate: '07-04-1990',
    phone: me.data[0].phone,
    zipCodes: ['10001', '80202', '80204'],
    streets: ['1500 Colfax Ave', '1500 W Colfax Ave'],
    city: 'Denver',
    cardNumber: CARD,
    answers: ['Penicillin: a rash', '90/50 to 139/89'],
  });
  await context.close();
});

test('the pixels get page views of route templates only, and nothing the patient entered', async () => {
  expect(left.beacons.filter((beacon) => beacon.pixel === 'facebook').length).toBeGreaterThanOrEqual(4);
  expect(left.beacons.filter((beacon) => beacon.pixel === 'tiktok').length).toBe(left.beacons.filter((beacon) => beacon.pixel === 'facebook').length);
  const pages = left.beacons.map((beacon) => {
    if (beacon.pixel === 'facebook') {
      const query = new URL(beacon.url).searchParams;
      expect([...query.keys()].sort()).toEqual(['dl', 'ev', 'id', 'noscript']);
      expect(query.get('ev')).toBe('PageView');
      return new URL(query.get('dl') ?? '').pathname;
    }
    expect(beacon.url).toBe(TIKTOK_PIXEL);
    const body = JSON.parse(beacon.body) as { pixel_code: string; event: string; context: { page: { url: string } } };
    expect(Object.keys(body).sort()).toEqual(['context', 'event', 'pixel_code']);
    expect(body.event).toBe('Pageview');
    return new URL(body.context.page.url).pathname;
  });
  for (const page of pages) expect(page).toMatch(ROUTE_TEMPLATE);
  expect(new Set(pages)).toEqual(new Set(['/:param', '/steps', '/thank-you', '/user/subscriptions']));
  expect(
    leaksIn(
      left.beacons.map((beacon) => `${beacon.url} ${beacon.body}`),
      secrets,
    ),
  ).toEqual([]);
  expect(left.beacons.every((beacon) => beacon.url.startsWith(FACEBOOK_PIXEL) || beacon.url.startsWith(TIKTOK_PIXEL))).toBe(true);
});

test('the console shows nothing the patient entered, and no other host is sent anything', async () => {
  expect(leaksIn(left.console, secrets)).toEqual([]);
  const elsewhere = left.requests.filter((request) => !request.split(' ')[1]!.startsWith(`${MAIN.origin}/`) && !request.split(' ')[1]!.startsWith('blob:'));
  expect(new Set(elsewhere.map((request) => new URL(request.split(' ')[1]!).origin))).toEqual(
    new Set([new URL(FACEBOOK_PIXEL).origin, new URL(TIKTOK_PIXEL).origin]),
  );
  // The live connection carries the access token in its query (spec §7), and the page's language (issue 25), nothing else.
  expect(left.sockets.length).toBeGreaterThan(0);
  for (const socket of left.sockets) expect([...new URL(socket).searchParams.keys()].sort()).toEqual(['lang', 'token']);
  expect(leaksIn(left.sockets, secrets)).toEqual([]);
});

// The address service's look-ups (ZIP code, suggestions, street validation) take what was typed in POST bodies.
test('no request address carries what the patient entered', async () => {
  expect(left.requests.length).toBeGreaterThan(50);
  expect(leaksIn(left.requests, secrets)).toEqual([]);
});
