import type { Phrasebook } from '../../http/answer-language';
import { AG_SPANISH } from './ag.spanish';
import { CHECK_IN_SPANISH } from './check-in.spanish';
import { COMMON_SPANISH } from './common.spanish';
import { ED_SPANISH } from './ed.spanish';
import { GLOBAL_SPANISH } from './global.spanish';
import { HL_SPANISH } from './hl.spanish';
import { WL_SPANISH } from './wl.spanish';

/** One phrasebook per seed file, for review beside its English; the terms chosen are in glossary.md. */
export const QUESTIONNAIRE_PHRASEBOOKS: Readonly<Record<string, Phrasebook>> = {
  common: COMMON_SPANISH,
  checkIn: CHECK_IN_SPANISH,
  ed: ED_SPANISH,
  hl: HL_SPANISH,
  wl: WL_SPANISH,
  ag: AG_SPANISH,
  global: GLOBAL_SPANISH,
};

/** Every questionnaire text in Spanish (a test keeps the books from giving one English text two translations). */
export const QUESTIONNAIRE_SPANISH: Phrasebook = Object.assign({}, ...Object.values(QUESTIONNAIRE_PHRASEBOOKS)) as Phrasebook;
