import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The official EN 16931 and Peppol BIS Billing 3.0 rules (tools/peppol) and the UBL 2.1 schema,
 * loaded once per worker: the compiled rules take seconds to load, a warm check ~0.2 s.
 */
export type PeppolFinding = { ruleset: string; id: string; flag: string; location: string; text: string };
type ValidateXml = (xml: string, options?: { xsdFile?: string; rules?: string[] }) => { valid: boolean; findings: PeppolFinding[] };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const validatorModule = pathToFileURL(path.join(root, 'tools/peppol/validate.mjs')).href;
const { validateXml } = (await import(validatorModule)) as { validateXml: ValidateXml };

const scratch = mkdtempSync(path.join(os.tmpdir(), 'faktura-ubl-'));
process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));

/** The fatal and error findings of a document (warnings never make one invalid); the schema check needs the text in a file. */
export function ublProblems(xml: string): PeppolFinding[] {
  const file = path.join(scratch, 'document.xml');
  writeFileSync(file, xml);
  return validateXml(xml, { xsdFile: file }).findings.filter((f) => f.flag === 'fatal' || f.flag === 'error');
}

/** A finding as one readable line for a failing assertion. */
export const describeFinding = (f: PeppolFinding) => `${f.flag} ${f.id} ${f.location} ${f.text}`;

/** The schematron findings only (fatal and error): for many documents, whose schema check runs once over all of them. */
export function ublRuleProblems(xml: string): PeppolFinding[] {
  return validateXml(xml).findings.filter((f) => f.flag === 'fatal' || f.flag === 'error');
}

/**
 * The UBL 2.1 schema over many documents of one kind in one xmllint run (loading the schema is
 * most of a single check's time): the lines xmllint reports as invalid, none when all pass.
 */
export function ublSchemaProblems(kind: 'Invoice' | 'CreditNote', documents: readonly string[]): string[] {
  if (!documents.length) return [];
  const dir = mkdtempSync(path.join(scratch, `${kind}-`));
  const files = documents.map((xml, i) => {
    const file = path.join(dir, `${i}.xml`);
    writeFileSync(file, xml);
    return file;
  });
  const schema = path.join(root, `tools/peppol/xsd/UBL-${kind}-2.1-offline.xsd`);
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, ...files], { stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
    return [];
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? error);
    return stderr.split('\n').filter((l) => /validity error|parser error|fails to validate|failed to compile/.test(l));
  }
}
