import { Fragment, type ReactNode } from 'react';
import { translate } from './translate';

/**
 * A sentence with elements in it (a link, a name in bold), translated whole so that each language puts
 * them where its word order wants: each `{name}` of the message stands for `elements[name]`.
 */
export const richText = (source: string, elements: Readonly<Record<string, ReactNode>>): ReactNode[] => {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `{${name}}`]));
  return translate(source, marks)
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part));
};
