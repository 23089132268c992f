import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registrationAnswersJsonSchema, registrationAnswersSchema } from './registration-answers';

describe('the answers file', () => {
  it('publishes its JSON Schema as cli-package/answers-file.schema.json (run `npm run gen:answers-schema`)', () => {
    const published = readFileSync(new URL('../../../cli-package/answers-file.schema.json', import.meta.url), 'utf8');
    expect(published).toBe(`${JSON.stringify(registrationAnswersJsonSchema(), null, 2)}\n`);
  });

  it('takes a $schema key (editors) and refuses any other unknown key', () => {
    const file = {
      $schema: './answers-file.schema.json',
      productType: 'hl',
      basics: { gender: 'male', birthDate: '03-15-1988', zipCode: '80218', phone: '(303) 555-0142' },
      address: { address: '1500 Colfax Ave', city: 'Denver', state: 'CO', zipCode: '80218' },
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    };
    expect(registrationAnswersSchema.safeParse(file).success).toBe(true);
    expect(registrationAnswersSchema.safeParse({ ...file, cuopon: 'WELCOME20' }).success).toBe(false);
  });
});
