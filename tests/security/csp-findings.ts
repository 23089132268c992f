import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity, type Finding } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';

const SERIOUS = [Severity.HIGH, Severity.HIGH_MAYBE, Severity.SYNTAX];

const describeFinding = (finding: Finding) => `${finding.directive} ${finding.value ?? ''}: ${finding.description}`;

/** What Google's CSP Evaluator finds in a policy. */
export const cspFindings = (policy: string): Finding[] => new CspEvaluator(new CspParser(policy).csp).evaluate();

/** Its high-severity findings (high, possibly high, syntax), in words. */
export const seriousCspFindings = (policy: string): string[] =>
  cspFindings(policy)
    .filter((finding) => SERIOUS.includes(finding.severity))
    .map(describeFinding);

/** The policy's directives by name, each with its sources. */
export const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
