import type { Migration } from './migrations';

/**
 * Each area of the API adds its tables as its own migrations, ids prefixed by the area
 * (e.g. '0100-catalogue-products'), listed here in the order they must run.
 */
export const AREA_MIGRATIONS: readonly Migration[] = [
  // ── patient-and-user (01xx) ──
  // ── end patient-and-user ──
  // ── questionnaires-files-lookups (02xx) ──
  // ── end questionnaires-files-lookups ──
  // ── catalogue-and-registration (03xx) ──
  // ── end catalogue-and-registration ──
  // ── billing-and-lifecycle (04xx) ──
  // ── end billing-and-lifecycle ──
  // ── messaging-and-doctors (05xx) ──
  // ── end messaging-and-doctors ──
];
