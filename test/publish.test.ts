// The publish check: the sample contact details and testimonials cannot go live unnoticed. `npm run build` warns
// with the list, `npm run check -- --publish` fails with it, and the optional company facts left empty are named.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyOptionalFacts, samplesInPlace } from '../node/manifest/publish-check';
import type { ManifestInput } from '../node/manifest/types';
import { ROOT } from '../node/project-folders';
import readyManifest from './fixtures/publish/ready.manifest';
import { manifestSchema } from '../node/manifest/schema';
import { manifestCopy, problems } from './helpers';

const TSX = join(ROOT, 'node_modules/.bin/tsx');
const TMP = mkdtempSync(join(tmpdir(), 'publish-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const SAMPLE_PLACES = [
  'company.whatsapp',
  'company.email',
  'company.siteUrl',
  'company.courseUrl',
  'home.testimonials.items[0]',
  'home.testimonials.items[1]',
];

const READY = join(ROOT, 'test/fixtures/publish/ready.manifest.ts');
const replaced = () => structuredClone(readyManifest);

// The schema alone fills in what the check reads; no page needs compiling.
const parsed = (m: ManifestInput) => manifestSchema.parse(m);
const places = (m: ManifestInput) => samplesInPlace(parsed(m)).map((i) => i.place);

describe('what is still a sample', () => {
  it('the manifest as shipped: the four contact values and both testimonials, each saying what to put there', () => {
    const items = samplesInPlace(parsed(manifestCopy()));
    expect(items.map((i) => i.place)).toEqual(SAMPLE_PLACES);
    expect(items.map((i) => i.code)).toEqual([
      ...Array(4).fill('sample-value'),
      ...Array(2).fill('sample-testimonial'),
    ]);
    expect(items[0].message).toMatch(/^sample "5500000000000": replace it with the company's WhatsApp number/);
    expect(items[0].message).toContain("remove 'whatsapp' from company.samples");
    expect(items[4].message).toMatch(/real customer's words.*delete its 'sample: true'/);
  });

  it('nothing once every value is replaced and its mark removed', () => {
    expect(places(replaced())).toEqual([]);
  });

  it('a value still marked is listed even when it looks real; one unmarked but unreachable is listed too', () => {
    const m = replaced();
    m.company.samples = ['courseUrl'];
    m.home.testimonials.items[1].sample = true;
    m.company.email = 'contato@pratabali.example';
    m.company.whatsapp = '5500000000000';
    expect(places(m)).toEqual(['company.whatsapp', 'company.email', 'company.courseUrl', 'home.testimonials.items[1]']);
    expect(samplesInPlace(parsed(m))[1]).toMatchObject({
      code: 'unreachable-value',
      message: expect.stringContaining('pratabali.example is a reserved domain'),
    });
  });

  it('lists an agent of the sales team marked as a sample, and one whose number reaches nobody', () => {
    const m = replaced();
    const hours = { mon: '09:00-18:00' };
    m.company.team = [
      { name: 'Ana', role: 'consultora de vendas', whatsapp: '5511911110001', hours, sample: true },
      { name: 'Bruno', role: 'consultor de vendas', whatsapp: '5500000000000', hours },
      { name: 'Carla', role: 'consultora de vendas', whatsapp: '5511911110003', hours },
    ];
    const items = samplesInPlace(parsed(m));
    expect(items.map((i) => [i.place, i.code])).toEqual([
      ['company.team[0] (Ana)', 'sample-agent'],
      ['company.team[1] (Bruno).whatsapp', 'unreachable-value'],
    ]);
    expect(items[0].message).toMatch(/^sample agent \("Ana"\): replace the name, role, WhatsApp number and hours/);
    expect(items[1].message).toContain("Bruno's WhatsApp number");
  });

  it('lists the optional company facts left empty, and none once they are set', () => {
    const m = manifestCopy();
    expect(emptyOptionalFacts(parsed(m)).every((i) => i.code === 'optional-fact-empty')).toBe(true);
    expect(emptyOptionalFacts(parsed(m)).map((i) => i.place)).toEqual([
      'company.cnpj',
      'company.legalName',
      'company.address',
      'company.city',
      'company.instagram',
      'company.openingHours',
      'company.paymentMethods',
      'company.shippingCost',
      'company.defectiveExchange',
      'company.repeatOrderMinimum',
      'company.invoice',
      'company.stonePricing',
      'company.certificate',
      'company.stonesWorkedWith',
    ]);
    m.company = {
      ...m.company,
      cnpj: '12.345.678/0001-90',
      legalName: 'Prata Bali Comércio de Joias Ltda.',
      address: 'Rua das Flores, 100, São Paulo (SP)',
      city: 'São Paulo (SP)',
      instagram: 'https://www.instagram.com/atelieprata',
      openingHours: 'Segunda a sexta, das 9h às 18h',
      paymentMethods: ['Pix', 'Cartão de crédito'],
      shippingCost: 'O frete é pago pelo comprador e calculado no fechamento do pedido.',
      defectiveExchange: 'Trocamos a peça que chegar com defeito de fabricação.',
      repeatOrderMinimum: 'O pedido mínimo vale para todas as compras.',
      invoice: 'Todo pedido segue com nota fiscal.',
      stonePricing: 'A pedra entra no preço pelo peso da peça, como a prata.',
      certificate: 'Cada peça segue com certificado de prata 925.',
      stonesWorkedWith: ['turquesa', 'ametista'],
    };
    expect(emptyOptionalFacts(parsed(m))).toEqual([]);
  });

  it('rejects a malformed optional fact or an unknown sample name with its place', () => {
    const m = manifestCopy();
    m.company.cnpj = '12345678000190x';
    (m.company.samples as string[]).push('telefone');
    const issues = problems(m);
    expect(issues).toContainEqual('company.cnpj: "12345678000190x" must be written as 12.345.678/0001-90');
    expect(issues.some((i) => i.startsWith('company.samples[4]:'))).toBe(true);
  });
});

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

/** Runs a script with tsx; `until` may stop it early once its output says enough. */
function run(args: string[], until?: (stderr: string) => boolean): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(TSX, args, { cwd: ROOT });
    const out: Run = { stdout: '', stderr: '', code: null };
    child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      out.stderr += chunk;
      if (until?.(out.stderr)) child.kill('SIGTERM');
    });
    child.on('close', (code) => resolve({ ...out, code }));
  });
}

describe('the commands', () => {
  it('npm run check -- --publish fails listing every sample, and passes once they are replaced', async () => {
    const [samples, ready] = await Promise.all([
      run(['scripts/check-manifest.ts', '--publish']),
      run(['scripts/check-manifest.ts', '--publish', READY]),
    ]);
    expect(samples.code).toBe(1);
    for (const place of SAMPLE_PLACES) expect(samples.stderr).toContain(`  - ${place}: `);
    expect(samples.stderr).toContain('  - company.cnpj: not set');
    expect(samples.stderr).toContain('Not ready to publish');
    expect(ready.code).toBe(0);
    expect(ready.stdout).toContain('Manifest OK');
    expect(ready.stderr).not.toMatch(/sample/);
    // The optional facts are named but do not block publishing.
    expect(ready.stderr).toContain('  - company.instagram: not set');
  });

  it('npm run build warns with the list before it builds', async () => {
    const out = join(TMP, 'dist');
    const build = await run(['scripts/build.ts', '--out', out], (stderr) => stderr.includes('company.paymentMethods'));
    for (const place of SAMPLE_PLACES) expect(build.stderr).toContain(`  - ${place}: `);
    expect(build.stderr).toContain('still holds 6 sample(s) to replace before publishing');
  });
});
