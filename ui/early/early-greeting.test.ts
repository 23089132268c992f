import { describe, expect, it } from 'vitest';
import { writeEarlyGreeting } from './early-greeting';

const GREETINGS = JSON.stringify({ en: 'Welcome, {firstName}', es: 'Bienvenido, {firstName}' });

/** The server frame's dashboard title, as far as the early script touches it. */
const frameWithTitle = () => {
  const attributes = new Map([['aria-hidden', 'true']]);
  const title = {
    dataset: { greeting: GREETINGS } as Record<string, string | undefined>,
    textContent: '\u00a0',
    lang: '',
    attributes,
    removeAttribute: (name: string) => attributes.delete(name),
  };
  const page = { querySelector: (selector: string) => (selector === '#root h1[data-greeting]' ? title : null) } as unknown as Document;
  return { title, page };
};
const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const me = (firstName: unknown) => answer({ status: 'success', data: [{ _id: 'u1', firstName }] });

describe('the early greeting', () => {
  it('writes the patient’s name into the frame’s title in the language the app will show, and shows the title', async () => {
    const { title, page } = frameWithTitle();
    await expect(writeEarlyGreeting(me('Ana'), page, 'es')).resolves.toBe(true);
    expect(title.textContent).toBe('Bienvenido, Ana');
    expect(title.lang).toBe('es');
    expect(title.dataset.greeting).toBeUndefined();
    expect(title.attributes.has('aria-hidden')).toBe(false);
  });

  it('writes a name as it is: nothing in it is read as a pattern', async () => {
    const { title, page } = frameWithTitle();
    await writeEarlyGreeting(me("Jo$&$' <b>"), page, 'en');
    expect(title.textContent).toBe("Welcome, Jo$&$' <b>");
  });

  it('leaves the app’s copy of the answer unread, for the app to take', async () => {
    const response = await me('Ana');
    await writeEarlyGreeting(Promise.resolve(response), frameWithTitle().page, 'en');
    expect(response.bodyUsed).toBe(false);
  });

  it.each([
    ['a refused or failed call', Promise.resolve(null)],
    ['an answer without a name', me(null)],
    ['an answer with a blank name', me('  ')],
    ['an answer that is not JSON', Promise.resolve(new Response('<html>', { status: 200 }))],
    ['an answer of another shape', answer({ firstName: 'Ana' })],
  ])('writes nothing after %s: the title stays hidden, and the app draws the page', async (_case, answered) => {
    const { title, page } = frameWithTitle();
    await expect(writeEarlyGreeting(answered, page, 'en')).resolves.toBe(false);
    expect(title.textContent).toBe('\u00a0');
    expect(title.dataset.greeting).toBe(GREETINGS);
    expect(title.attributes.get('aria-hidden')).toBe('true');
  });

  it('waits for a page still being read, then writes into its title', async () => {
    const { title, page } = frameWithTitle();
    const read: (() => void)[] = [];
    const loading = Object.assign(page, {
      readyState: 'loading',
      addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && read.push(listener),
    });
    const written = writeEarlyGreeting(me('Ana'), loading, 'en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(title.textContent).toBe('\u00a0');
    read.forEach((listener) => listener());
    await expect(written).resolves.toBe(true);
    expect(title.textContent).toBe('Welcome, Ana');
  });

  it('writes nothing on a page with no title waiting (another page of the area), or in a language the frame has no greeting in', async () => {
    const noTitle = { querySelector: () => null } as unknown as Document;
    await expect(writeEarlyGreeting(me('Ana'), noTitle, 'en')).resolves.toBe(false);
    const { title, page } = frameWithTitle();
    await expect(writeEarlyGreeting(me('Ana'), page, 'fr')).resolves.toBe(false);
    expect(title.textContent).toBe('\u00a0');
  });
});
