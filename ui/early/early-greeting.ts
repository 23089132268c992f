/** The server's frame marks the dashboard's title with the greeting in each language (scripts/patient-frame-markup.ts). */
const TITLE = '#root h1[data-greeting]';

/** The patient's first name in GET /me's answer (the spec's envelope: `data[0]`), or null when it holds none. */
const firstNameIn = async (answer: Response): Promise<string | null> => {
  try {
    const body = (await answer.clone().json()) as { data?: { firstName?: unknown }[] };
    const firstName = body.data?.[0]?.firstName;
    return typeof firstName === 'string' && firstName.trim() !== '' ? firstName : null;
  } catch {
    return null;
  }
};

/**
 * Writes the dashboard's greeting into the server's frame from the early GET /me's answer, in the language
 * the app will show, as text (a name is never markup): the patient's page reads as theirs before the app's
 * code has arrived, and the app draws the same words in the same place. True when it wrote one; false with
 * no title waiting (another page of the area), no answer or no name. The app's copy of the answer stays unread.
 */
export const writeEarlyGreeting = async (me: Promise<Response | null>, page: Document, language: string): Promise<boolean> => {
  const answer = await me;
  const firstName = answer ? await firstNameIn(answer) : null;
  if (firstName === null) return false;
  // The early script is async: it may run before the page's body has been read.
  if (page.readyState === 'loading') await new Promise((read) => page.addEventListener('DOMContentLoaded', read, { once: true }));
  const title = page.querySelector<HTMLElement>(TITLE);
  if (!title?.dataset.greeting) return false;
  const template = (JSON.parse(title.dataset.greeting) as Record<string, unknown>)[language];
  if (typeof template !== 'string') return false;
  title.textContent = template.replace('{firstName}', () => firstName);
  title.lang = language;
  // Shown now, to the eye and to screen readers (patient-frame.css hides a title still waiting): its first
  // paint is the greeting.
  delete title.dataset.greeting;
  title.removeAttribute('aria-hidden');
  return true;
};
