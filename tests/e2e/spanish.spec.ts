import { expect, test, type Page } from '@playwright/test';
import { QUESTIONNAIRE_SPANISH } from '../../server/questionnaires/spanish/questionnaire-spanish';
import { stripedPng } from '../support/png';
import { multipleChoiceFor, numberFor, singleChoiceFor, textFor } from '../support/treatable-answers';
import { uniqueEmail, uniquePhone } from './registration-journey';
import { expectNoSeriousA11yViolations, whenStill } from './support/axe';
import { BRANDS } from './support/brands';
import { atPhoneWidth, expectNothingClipped } from './support/clipped-text';

/**
 * A patient whose browser reads Spanish first: a whole registration and a look at the patient area, on
 * both brands, every screen in Spanish (the app's texts and the backend's questions) and axe-clean.
 */
test.use({ locale: 'es-US' });
test.setTimeout(300_000);

const [MAIN, WOMEN] = BRANDS;
const SLOW = { timeout: 30_000 } as const;

/** The backend's Spanish read back to its English, to answer as tests/support/treatable-answers.ts does. */
const ENGLISH_OF = new Map(Object.entries(QUESTIONNAIRE_SPANISH).map(([english, spanish]) => [spanish, english]));
const englishOf = (spanish: string) => ENGLISH_OF.get(spanish) ?? spanish;
const spanishOf = (english: string) => QUESTIONNAIRE_SPANISH[english] ?? english;

const stepTitle = (page: Page) => page.locator('h1.steps-title');
const headingOf = (page: Page) => page.locator('h2.step-heading');
const QUESTIONNAIRES = ['Su salud', 'Historial médico'];
/** The catalogue's package names in Spanish (server/catalogue/spanish/catalogue.spanish.ts). */
const SPANISH_PACKAGES = /^(Frasco|Blíster|Frasco con gotero|Frasco con dosificador|Envase en aerosol|Pluma inyectora|Tubo|Kit con frasco \(vial\))$/;

const checkA11y = async (page: Page) => {
  await whenStill(page);
  await expectNoSeriousA11yViolations(page);
};

/** Answers the question showing as a patient who can be treated would, in Spanish, and continues. */
const answerCurrent = async (page: Page) => {
  const heading = (await headingOf(page).innerText()).trim();
  const count = (await page.locator('.question-count').allInnerTexts()).join('');
  if (heading !== 'Una nota de su equipo de atención') {
    // The backend's question, in Spanish: its English is in the phrasebook.
    expect(ENGLISH_OF.has(heading), `'${heading}' is a question in Spanish`).toBe(true);
    const labels = async () => (await page.locator('.choice-label').allInnerTexts()).map(englishOf);
    const english = englishOf(heading);
    if ((await page.getByRole('radio').count()) > 0) {
      await page
        .locator('.choice-card', { hasText: spanishOf(singleChoiceFor(english, await labels())) })
        .first()
        .click();
    } else if ((await page.getByRole('checkbox').count()) > 0) {
      await page
        .locator('.choice-card', { hasText: spanishOf(multipleChoiceFor(await labels())) })
        .first()
        .click();
    } else if ((await page.getByRole('spinbutton').count()) > 0) {
      await page.getByRole('spinbutton').fill(numberFor(english));
    } else if ((await page.getByRole('textbox').count()) > 0) {
      const text = textFor(english);
      if (text) await page.getByRole('textbox').fill(text);
    }
  }
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect
    .poll(async () => {
      const title = (await stepTitle(page).allInnerTexts()).join('');
      const now = `${(await page.locator('.question-count').allInnerTexts()).join('')}|${(await headingOf(page).allInnerTexts()).join('').trim()}`;
      if (title === '') return 'same';
      return !QUESTIONNAIRES.includes(title) ? 'left' : now !== `${count}|${heading}` ? 'moved' : 'same';
    }, SLOW)
    .not.toBe('same');
};

/**
 * Mid-questionnaire the patient switches to English and back: the question showing is read again in each
 * language, where the patient was, and the choice made on it stays chosen.
 */
const switchLanguageMidQuestionnaire = async (page: Page) => {
  for (let guard = 0; guard < 10 && (await page.getByRole('radio').count()) === 0; guard += 1) await answerCurrent(page);
  const spanish = (await headingOf(page).innerText()).trim();
  const choice = page.locator('.choice-card').first().locator('input');
  await choice.check();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(headingOf(page)).toHaveText(englishOf(spanish), SLOW);
  await expect(choice).toBeChecked();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(headingOf(page)).toHaveText(spanish, SLOW);
  await expect(choice).toBeChecked();
  await checkA11y(page);
};

const register = async (page: Page, origin: string, path: string, gender: 'male' | 'female') => {
  await page.goto(`${origin}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Cree su cuenta' })).toBeVisible();
  await checkA11y(page);
  await atPhoneWidth(page, () => expectNothingClipped(page));
  await page.getByLabel('Nombre').fill('Paz');
  await page.getByLabel('Apellido').fill('Rivera');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('es'));
  // A rule's message built from a number reads in Spanish too.
  await page.getByLabel('Contraseña').fill('a1');
  await page.getByLabel('Contraseña').blur();
  await expect(page.getByText('Use al menos 8 caracteres', { exact: true })).toBeVisible();
  await page.getByLabel('Contraseña').fill('Journey123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(stepTitle(page)).toHaveText('Los datos básicos');
  await expect(page.getByRole('heading', { name: 'Algunos datos sobre usted' })).toBeVisible();
  await checkA11y(page);
  await atPhoneWidth(page, () => expectNothingClipped(page));
  // A field rule's message in Spanish: Continue with nothing filled in.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Ingrese su fecha de nacimiento', { exact: true })).toBeVisible();
  await page.getByText(gender === 'male' ? 'Masculino' : 'Femenino', { exact: true }).click();
  await page.getByLabel('Fecha de nacimiento (MM-DD-AAAA)').fill('07-04-1990');
  await page.getByLabel('Código postal (ZIP)').fill('10001');
  await page.getByLabel('Teléfono móvil').fill(uniquePhone());
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(stepTitle(page)).toHaveText('Su salud');
  await checkA11y(page);
  await switchLanguageMidQuestionnaire(page);
  for (let guard = 0; guard < 80 && QUESTIONNAIRES.includes(await stepTitle(page).innerText()); guard += 1) await answerCurrent(page);

  await expect(stepTitle(page)).toHaveText('Plan de tratamiento');
  await checkA11y(page);
  for (let guard = 0; guard < 8 && (await stepTitle(page).innerText()) === 'Plan de tratamiento'; guard += 1) {
    const heading = (await headingOf(page).innerText()).trim();
    await page.getByRole('button', { name: /^(Continuar|Continuar al pago)$/ }).click();
    await expect
      .poll(async () => {
        const title = (await stepTitle(page).allInnerTexts()).join('');
        return title !== '' && title !== 'Plan de tratamiento' ? 'left' : (await headingOf(page).allInnerTexts()).join('').trim();
      }, SLOW)
      .not.toBe(heading);
  }

  await expect(stepTitle(page)).toHaveText('Envío y pago');
  await expect(page.getByRole('heading', { name: '¿A dónde enviamos su tratamiento?' })).toBeVisible();
  await checkA11y(page);
  await page.getByLabel('Dirección (calle y número)').fill('1500 Colfax Ave');
  await expect(page.getByLabel(/^Apartamento, suite o unidad/)).toBeVisible();
  await page.getByLabel('Ciudad').fill('Denver');
  await page.getByLabel('Estado').selectOption('CO');
  await page.getByLabel('Código postal (ZIP)').fill('80202');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: '¿Cuál es su dirección?' })).toBeVisible();
  await checkA11y(page);
  await page.locator('.choice-card', { hasText: '1500 W Colfax Ave' }).click();
  await page.getByRole('button', { name: 'Enviar a esta dirección' }).click();

  await expect(page.getByRole('button', { name: /^Pagar \$/ })).toBeEnabled();
  await checkA11y(page);
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
  await page.getByLabel('Código de seguridad').fill('123');
  await page.getByRole('button', { name: /^Pagar \$/ }).click();

  await expect(stepTitle(page)).toHaveText('Verificación de identidad', SLOW);
  for (const [heading, name, image] of [
    ['Una foto de su identificación', 'license.png', stripedPng(900, 600)],
    ['Una selfi', 'me.png', stripedPng(600, 800)],
  ] as const) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await checkA11y(page);
    await page.getByLabel('Elegir una foto').setInputFiles({ name, mimeType: 'image/png', buffer: image });
    await expect(page.getByRole('img', { name: /antes de enviarla/ })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar esta foto' }).click();
  }

  await expect(page).toHaveURL(`${origin}/thank-you`, SLOW);
  await expect(page.getByRole('heading', { name: /^¡Gracias/ })).toBeVisible();
  await expect(stepTitle(page)).toHaveText('Todo listo');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Ir a mi panel' }).click();
};

const JOURNEYS = [
  { brand: MAIN, path: '/ed', gender: 'male', treatment: 'Disfunción eréctil' },
  { brand: WOMEN, path: '/weightloss', gender: 'female', treatment: 'Pérdida de peso' },
] as const;

for (const { brand, path, gender, treatment } of JOURNEYS) {
  test(`the ${brand.id} brand in Spanish: a whole registration from ${path}, then the patient area`, async ({ page }) => {
    const { origin } = brand;
    await register(page, origin, path, gender);

    // The dashboard: the new treatment 'In Review', in Spanish.
    await expect(page).toHaveURL(`${origin}/user/subscriptions`);
    await expect(page.getByRole('heading', { name: 'Bienvenido, Paz' })).toBeVisible();
    const card = page.locator('.subscription-card', { hasText: treatment });
    await expect(card).toContainText('En revisión');
    await checkA11y(page);

    await atPhoneWidth(page, () => expectNothingClipped(page));

    // The treatment's page, the orders, the messages and the settings.
    await card.getByRole('link', { name: /^Ver detalles/ }).click();
    await expect(page.getByRole('heading', { name: 'Fechas' })).toBeVisible();
    // The package the plan comes in, as the catalogue names it in Spanish.
    await expect(page.locator('dt', { hasText: /^Empaque$/ }).locator('+ dd')).toHaveText(SPANISH_PACKAGES);
    await checkA11y(page);
    await atPhoneWidth(page, () => expectNothingClipped(page));
    const menu = page.getByRole('navigation', { name: 'Menú del paciente' });
    await menu.getByRole('link', { name: 'Historial de pedidos' }).click();
    await expect(page.getByRole('heading', { name: 'Historial de pedidos', level: 1 })).toBeVisible();
    await checkA11y(page);
    await menu.getByRole('link', { name: 'Mensajes con el médico' }).click();
    await expect(page.getByRole('heading', { name: 'Mensajes con el médico', level: 1 })).toBeVisible();
    await checkA11y(page);
    await page.goto(`${origin}/user/settings`);
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Idioma')).toHaveValue('es');
    await checkA11y(page);

    // Switched to English in the header, remembered on this device, and back to Spanish in Settings.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // A page that does not exist says so in Spanish.
    await page.goto(`${origin}/no/such/page`);
    await expect(page.getByRole('heading', { name: '404 No encontrado', level: 1 })).toBeVisible();
    await expect(page.getByText('No se pudo encontrar esta página', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Página de inicio' })).toBeVisible();
    await checkA11y(page);
  });
}
