// What one CSV import (users, days, quotas, requests) tells the shared panel
// (admin-area.md §4 "Imports": a check-only step and an import step, full overwrite confirmed).
import type { ReactNode } from 'react';
import type { CsvCheckResult } from '@tavollet/contract/domain/csv-read';

export interface CsvImportConfig<Row> {
  /** The card's title, e.g. "Naptípusok importja". */
  title: string;
  /** What the file must hold (columns, formats). */
  intro: ReactNode;
  /** The template's file name, e.g. `napok_template.csv` (admin-area.md §9 "Template files"). */
  templateName: string;
  /** The template's text (the contract builds it). */
  template: () => string;
  /** The contract's parser: the same rules the gateway checks again. */
  parse: (text: string) => CsvCheckResult<Row>;
  /** The check-only step's success, e.g. "CSV formátum rendben — N sor ellenőrizve.". */
  checkedMessage: (count: number) => string;
  /** Check without a file: "Nincs fájl kiválasztva.". */
  noFileMessage: string;
  /** Import without a file, e.g. "Először válassz egy CSV fájlt.". */
  importWithoutFileMessage: string;
  overwriteLabel: string;
  /** What a full overwrite does, under the checkbox. */
  overwriteHint: string;
  /**
   * The confirmation's paragraphs for `count` rows; an import may ask the server what the overwrite
   * would do first (a refusal then shows like the import's own, and no confirmation opens).
   */
  confirmLines: (count: number, rows: Row[]) => string[] | Promise<string[]>;
  /** Sends the checked rows; answers the server's success text. Throws the API error on refusal. */
  send: (rows: Row[], overwrite: boolean) => Promise<{ message: string }>;
  /** Shown when a refusal carries no text of its own (admin-area.md §8). */
  failureFallback: string;
}
