import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AUDIT_KIND_PREFIXES, auditKindOf } from '@prapa/contracts/audit';
import { describe, expect, it } from 'vitest';

/**
 * Every action the code audits belongs to a kind of the audit screen's filter, so that no new
 * feature's changes hide under "other" (issue 13). The actions are read from the source: the
 * string literals of every `action:` property (`action: 'file.delete'`,
 * `action: ok ? 'client.ignore' : 'client.normal'`).
 */
const API_SRC = join(import.meta.dirname, '..', '..');
const WEB_LOCALES = join(API_SRC, '..', '..', 'web', 'src', 'locales');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function auditedActions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(API_SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const property of text.matchAll(/\baction:([^,\n]*)/g)) {
      for (const literal of (property[1] ?? '').matchAll(/'([a-z_]+\.[a-z_]+)'/g)) {
        if (literal[1]) found.set(literal[1], relative(API_SRC, file));
      }
    }
  }
  return found;
}

const actions = auditedActions();

describe('audit kinds', () => {
  it('finds the audited actions in the source', () => {
    expect(actions.size).toBeGreaterThan(40);
    expect(actions.get('file.delete')).toBe('modules/files/files.service.ts');
    expect(actions.has('client.ignore') && actions.has('invoice.reissue')).toBe(true);
  });

  it('puts every audited action under a kind, not under "other"', () => {
    const unlisted = [...actions].filter(([action]) => auditKindOf(action) === 'other');
    expect(unlisted.map(([action, file]) => `${action} (${file})`)).toEqual([]);
  });

  it('files the newest features under their own kinds', () => {
    expect(auditKindOf('investigation.outcome')).toBe('investigation');
    expect(auditKindOf('file.regenerate')).toBe('files');
    expect(auditKindOf('report.request')).toBe('reports');
    expect(auditKindOf('job.cancel')).toBe('jobs');
    expect(auditKindOf('bank_import.confirm')).toBe('bank');
    expect(auditKindOf('remittance.create')).toBe('remittance');
    expect(auditKindOf('debt_letter.issue')).toBe('debt');
  });

  it('gives no prefix to two kinds', () => {
    const prefixes = Object.values(AUDIT_KIND_PREFIXES).flat();
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('names every audited action and kind on the audit screen in Thai and English', () => {
    for (const lang of ['th', 'en']) {
      const locale = JSON.parse(readFileSync(join(WEB_LOCALES, lang, 'audit.json'), 'utf8')) as {
        kinds: Record<string, string>;
        actions: Record<string, string>;
      };
      const unnamed = [...actions.keys()].filter(
        (action) => !locale.actions[action.replaceAll('.', '_')],
      );
      expect(unnamed, lang).toEqual([]);
      const kinds = [...Object.keys(AUDIT_KIND_PREFIXES), 'other'];
      expect(
        kinds.filter((kind) => !locale.kinds[kind]),
        lang,
      ).toEqual([]);
    }
  });
});
