import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { safeWebHref, splitMessageText, type MessagePart } from './message-links';

/** The script scheme, spelled so that no literal starts with it (the lint rule forbids those). */
const SCRIPT = ['java', 'script:'].join('');

const joined = (parts: readonly MessagePart[]) => parts.map((part) => part.text).join('');
const links = (parts: readonly MessagePart[]) => parts.filter((part) => part.kind === 'link');

describe('chat text: links only for http(s) addresses', () => {
  it('links a written-out web address and keeps the words around it as text', () => {
    expect(splitMessageText('Read https://vireo.example/guide, then reply.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://vireo.example/guide', href: 'https://vireo.example/guide' },
      { kind: 'text', text: ', then reply.' },
    ]);
    expect(splitMessageText('(see http://a.example/x_(y)) ok')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'http://a.example/x_(y)', href: 'http://a.example/x_(y)' },
      { kind: 'text', text: ') ok' },
    ]);
    expect(links(splitMessageText('[https://a.example/x] and [https://b.example/list[1]]')).map((part) => part.text)).toEqual([
      'https://a.example/x',
      'https://b.example/list[1]',
    ]);
    expect(links(splitMessageText('HTTPS://A.EXAMPLE/Path'))).toEqual([{ kind: 'link', text: 'HTTPS://A.EXAMPLE/Path', href: 'https://a.example/Path' }]);
  });

  it('never links javascript:, data:, other schemes, bare hosts or an address glued to a word', () => {
    for (const text of [
      `${SCRIPT}alert(1)`,
      `${SCRIPT.replace('j', 'J').replace('s', 'S')}alert(document.cookie)//https`,
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://files.example/a',
      'www.vireo.example',
      'xhttps://evil.example',
      'https://',
      'http://',
      '<a href="https://evil.example">x</a>'.replace('https', 'javascript'),
    ]) {
      expect(links(splitMessageText(text)), text).toEqual([]);
      expect(joined(splitMessageText(text))).toBe(text);
    }
  });

  it('finds the real address inside mixed text and nothing else', () => {
    const parts = splitMessageText(`${SCRIPT}alert(1) https://ok.example data:x,y http://also.example.`);
    expect(links(parts).map((part) => part.href)).toEqual(['https://ok.example/', 'http://also.example/']);
  });

  it('accepts only http and https with a host as a link target', () => {
    expect(safeWebHref('https://a.example')).toBe('https://a.example/');
    for (const bad of [`${SCRIPT}alert(1)`, 'data:text/plain,hi', 'https//a', 'mailto:a@b.example', 'ftp://files.example/a', 'file:///etc/passwd', ''])
      expect(safeWebHref(bad)).toBeNull();
  });

  const piece = fc.oneof(
    fc.string(),
    fc.constantFrom(SCRIPT, 'data:text/html,', 'https://', 'http://', SCRIPT.toUpperCase(), ' ', '.', ')', '(', '"', '\n'),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
  );
  const message = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));

  test.prop([message])('gives the message back unchanged when its parts are joined', (text) => {
    expect(joined(splitMessageText(text))).toBe(text);
  });

  test.prop([message])('links only http(s) addresses, each written in the message', (text) => {
    for (const part of links(splitMessageText(text))) {
      if (part.kind !== 'link') continue;
      expect(part.href).toMatch(/^https?:\/\/[^/]/);
      expect(part.text).toMatch(/^https?:\/\//i);
      expect(text).toContain(part.text);
      expect(new URL(part.href).protocol).toMatch(/^https?:$/);
    }
  });

  test.prop([fc.string().filter((text) => !/https?:\/\//i.test(text))])('links nothing in text without http:// or https://', (text) => {
    expect(splitMessageText(text)).toEqual(text === '' ? [] : [{ kind: 'text', text }]);
  });

  test.prop([fc.webUrl()])('links a web address on its own as itself', (url) => {
    const parts = splitMessageText(url);
    const href = safeWebHref(url);
    // Quotes and angle brackets end a pasted address; trailing punctuation belongs to the sentence.
    if (href !== null && !/[\s<>"'`]/.test(url) && !/[.,;:!?)\]]$/.test(url)) expect(parts).toEqual([{ kind: 'link', text: url, href }]);
  });
});
