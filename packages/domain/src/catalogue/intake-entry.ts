// What the office may save as a supplier or a material of the intake: bilingual names, a
// description and, for a material, the unit it is counted in.
import {
  type Bilingual,
  CATALOGUE_NAME_MAX_LENGTH,
  type CatalogueProblems,
  catalogTextProblem,
} from './catalogue-entry.js';

/** A supplier's or material's description, in one language. */
export const DESCRIPTION_MAX_LENGTH = 500;
/** A material's unit ('ml', 'g', 'piece'). */
export const UNIT_MAX_LENGTH = 20;

function addNames(problems: CatalogueProblems, name: Bilingual) {
  for (const language of ['en', 'ar'] as const) {
    const problem = catalogTextProblem(name[language], CATALOGUE_NAME_MAX_LENGTH);
    if (problem) problems[`name.${language}`] = problem;
  }
}

function addOptional(problems: CatalogueProblems, path: string, text: string, max: number) {
  if (text.trim().length > max) problems[path] = 'catalogue.text-too-long';
}

/**
 * Every problem of a supplier, by field path: names in both languages, a description (may be
 * empty) of at most 500 characters.
 * @example supplierProblems({ name: { en: 'Acme', ar: '' }, description: '' }) // { 'name.ar': 'catalogue.text-required' }
 */
export function supplierProblems(supplier: {
  readonly name: Bilingual;
  readonly description: string;
}): CatalogueProblems {
  const problems: CatalogueProblems = {};
  addNames(problems, supplier.name);
  addOptional(problems, 'description', supplier.description, DESCRIPTION_MAX_LENGTH);
  return problems;
}

/**
 * Every problem of a material, by field path: names in both languages, descriptions (may be
 * empty) and a unit (may be empty) within their lengths.
 * @example materialProblems({ name: { en: 'Wax', ar: 'شمع' }, description: { en: '', ar: '' }, unit: 'millilitre-bottles-x' }) // {}
 */
export function materialProblems(material: {
  readonly name: Bilingual;
  readonly description: Bilingual;
  readonly unit: string;
}): CatalogueProblems {
  const problems: CatalogueProblems = {};
  addNames(problems, material.name);
  addOptional(problems, 'description.en', material.description.en, DESCRIPTION_MAX_LENGTH);
  addOptional(problems, 'description.ar', material.description.ar, DESCRIPTION_MAX_LENGTH);
  addOptional(problems, 'unit', material.unit, UNIT_MAX_LENGTH);
  return problems;
}
