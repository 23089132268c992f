/**
 * The app's translatable messages, read from the source: every English text given to `_()`, `translate()`,
 * `richText()` or `msg()` in ui/, the spec's fixed texts (domain/feedback/messages.ts) and the patient area's
 * and account's, the field rules' and the stores' messages (domain/validation, ui/stores), the next billing's words and the domain's display labels (LABEL_FILES),
 * which screens translate where they show them. Also finds the texts a screen shows without translating
 * them: JSX text and the text of attributes a person reads or hears.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { NEXT_BILLING_WORDS } from '../domain/billing/next-billing';
import { FAILURE_REASONS } from '../domain/billing/payment-failure';
import { ACCOUNT_MESSAGES } from '../domain/account/account-messages';
import { MESSAGES } from '../domain/feedback/messages';
import { BUILT_MESSAGES } from '../domain/shared/built-messages';
import { PERSON_NAME_FIELDS } from '../domain/validation/account-fields';
import { PATIENT_AREA_MESSAGES } from '../domain/subscription-actions/patient-area-messages';

const ROOT = join(import.meta.dirname, '..');
const TRANSLATORS = new Set(['_', 'translate', 'msg', 'richText']);
/** Attributes whose text a patient reads or a screen reader speaks. */
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'label', 'title', 'placeholder', 'text', 'alt', 'helperText', 'labelInfo']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec|property\.test)\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));

const parse = (file: string): ts.SourceFile =>
  ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, /\.tsx\b/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

const walk = (node: ts.Node, visit: (node: ts.Node) => void): void => {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
};

const literalText = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** The English texts given to a translator in one file. */
const translatedIn = (file: string): string[] => {
  const found: string[] = [];
  walk(parse(file), (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TRANSLATORS.has(node.expression.text)) {
      const text = literalText(node.arguments[0]);
      if (text !== null) found.push(text);
    }
  });
  return found;
};

/** The field rules' messages: their string literals that read as a sentence (three words or more, not a name such as 'Goal weight'). */
const ruleMessagesIn = (file: string): string[] => {
  const found: string[] = [];
  walk(parse(file), (node) => {
    const text = literalText(node);
    if (text !== null && /^[A-Z][a-z]*[:,]? \S+ .*[a-z]/.test(text)) found.push(text);
  });
  return found;
};

/** The domain's display labels, which screens translate where they show them: every capitalised literal. */
const LABEL_FILES = [
  'domain/navigation/steps-header.ts',
  'domain/navigation/patient-menu.ts',
  'domain/navigation/help-panel.ts',
  'domain/shared/product-type.ts',
  'domain/subscription-status/status-label.ts',
  'domain/orders/order-status.ts',
  'domain/billing/charge-status.ts',
  'domain/billing/receipt-wording.ts',
];

const labelsIn = (file: string): string[] => {
  const found: string[] = [];
  walk(parse(file), (node) => {
    const text = literalText(node);
    if (text !== null && /^[A-Z][a-z]/.test(text) && !ts.isImportDeclaration(node.parent)) found.push(text);
  });
  return found;
};

/**
 * The statuses the spec shows as they are, underscores as spaces (status-label.ts), which no table names:
 * the ones a patient meets.
 */
const SHOWN_AS_THEY_ARE = ['in registration', 'renewal', 'completed'];

/** The rules outside domain/validation whose messages a patient reads (a questionnaire's answer, a file, a card, a state). */
const RULE_FILES = [
  'domain/check-in/check-in-answers.ts',
  'domain/chat/attachments.ts',
  'domain/registration-flow/photo-rules.ts',
  'domain/registration-flow/eligibility.ts',
  'domain/registration-flow/card-entry.ts',
  'domain/registration-flow/basics.ts',
  'domain/registration-flow/address-verification.ts',
  'domain/account/profile-fields.ts',
  'domain/billing/receipt.ts',
  'domain/session/reset-link.ts',
  'domain/subscription-actions/renewal-refusal.ts',
];

/** Every message the catalogues must hold, in order of first appearance, each once. */
export const extractMessages = (): string[] => {
  const ui = sourceFiles('ui').flatMap(translatedIn);
  // The stores' own messages (what an action says once done, a refusal of their own), shown through `_()`.
  const rules = [...sourceFiles('domain/validation'), ...RULE_FILES, ...sourceFiles('ui/stores')].flatMap(ruleMessagesIn);
  const labels = LABEL_FILES.flatMap(labelsIn);
  return [
    ...new Set([
      ...ui,
      ...Object.values(MESSAGES),
      ...Object.values(ACCOUNT_MESSAGES),
      ...Object.values(PATIENT_AREA_MESSAGES),
      ...Object.values(NEXT_BILLING_WORDS),
      ...Object.values(FAILURE_REASONS),
      ...rules,
      // Messages built from values: the catalogue holds their sources, the names of the fields they name too.
      ...BUILT_MESSAGES,
      ...PERSON_NAME_FIELDS,
      ...labels,
      ...SHOWN_AS_THEY_ARE,
    ]),
  ];
};

export interface UntranslatedText {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

const hasWords = (text: string): boolean => /[A-Za-z]{2,}/.test(text);

/** Texts a screen shows as written, not through a translator: JSX text and spoken attributes given as plain strings. */
export const untranslatedTexts = (files = sourceFiles('ui').filter((file) => file.endsWith('.tsx'))): UntranslatedText[] =>
  files.flatMap((file) => {
    const source = parse(file);
    const found: UntranslatedText[] = [];
    const report = (node: ts.Node, text: string) =>
      found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
    walk(source, (node) => {
      if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
      if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.has(node.name.getText())) {
        const value = node.initializer;
        const text = value && ts.isStringLiteral(value) ? value.text : value && ts.isJsxExpression(value) ? literalText(value.expression) : null;
        if (text !== null && hasWords(text)) report(node, text);
      }
    });
    return found;
  });

/** Attributes and calls whose templates build a name for the program (a class, an id, a path), never text a patient reads. */
const PROGRAM_ATTRIBUTES = new Set([
  'className',
  'id',
  'key',
  'href',
  'to',
  'htmlFor',
  'aria-describedby',
  'aria-labelledby',
  'aria-controls',
  'src',
  'focusKey',
]);
/** Prose: a word of letters beside a space, as a sentence has and a path, a class or a key does not. */
const PROSE = /(^|\s)[A-Za-z]{2,}[,.:;!?]?(\s|$)/;

const insideProgramName = (node: ts.Node): boolean => {
  for (let parent = node.parent; parent !== undefined; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return PROGRAM_ATTRIBUTES.has(parent.name.getText());
    if (ts.isNewExpression(parent) && parent.expression.getText() === 'Error') return true;
    if (ts.isCallExpression(parent) || ts.isBlock(parent) || ts.isSourceFile(parent)) return false;
  }
  return false;
};

/**
 * Sentences built outside a translator: a template literal (`Your card is ${card}`) whose own text reads as
 * prose, in any file of ui/. Such a sentence keeps English word order in every language; it belongs in a
 * translated message with named placeholders (`_('Your card is {card}', { card })`).
 */
export const builtTexts = (files = sourceFiles('ui')): UntranslatedText[] =>
  files.flatMap((file) => {
    const source = parse(file);
    const found: UntranslatedText[] = [];
    walk(source, (node) => {
      if (!ts.isTemplateExpression(node) || insideProgramName(node)) return;
      // A placeholder joins the texts around it as a digit would: `error.${code}` and `${width}px` read as no prose.
      const own = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('0');
      const inserted: string[] = [];
      for (const span of node.templateSpans) walk(span.expression, (inner) => void (ts.isStringLiteral(inner) && inserted.push(inner.text)));
      const text = [own, ...inserted].join('\n');
      if (PROSE.test(text)) found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.getText() });
    });
    return found;
  });
