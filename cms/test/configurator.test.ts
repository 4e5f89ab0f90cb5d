// The configurator's option groups in a real Strapi: readable in both languages with their values
// and layer images (what the site build asks for), not writable over the content API, and a value
// with a malformed `requires` refused with a reason when an editor saves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StrapiInstance, adminCredentials } from './strapi-instance';

const cms = new StrapiInstance();
const UID = 'api::configurator-option-group.configurator-option-group';
const LIST =
  '/api/configurator-option-groups?populate[values][populate][layerImage]=true&sort=position:asc&pagination[pageSize]=100';
let buildToken = '';
let adminToken = '';

beforeAll(async () => {
  await cms.start();
  buildToken = cms.tokens().STRAPI_BUILD_TOKEN!;
  adminToken = (await cms.request('/admin/login', { body: adminCredentials() })).json.data.token;
});

afterAll(async () => {
  await cms.stop();
  cms.cleanup();
});

/** An option value and a group as the REST API answers them (the fields these tests read). */
interface OptionValue {
  key: string;
  label: string;
  priceDelta: string | number;
  swatch: string | null;
  layerColor: string | null;
  layerImage: { url: string; mime: string };
  mirror: boolean;
  models: string;
  requires: string;
  unavailableNote: string | null;
}
interface OptionGroup {
  documentId: string;
  key: string;
  label: string;
  locale: string;
  position: number;
  layout: string;
  layerMask: string | null;
  values: OptionValue[];
}

const read = async (locale: string) => {
  const { status, json } = await cms.request(`${LIST}&locale=${locale}`, { token: buildToken });
  expect(status).toBe(200);
  return json.data as OptionGroup[];
};
/** What must be the same in every language: everything but labels, descriptions and notes. */
const shared = (groups: OptionGroup[]) =>
  groups.map((group) => ({
    key: group.key,
    position: group.position,
    layout: group.layout,
    layerMask: group.layerMask,
    values: group.values.map((v) => [
      v.key,
      Number(v.priceDelta),
      v.swatch,
      v.layerColor,
      v.layerImage?.url ?? null,
      v.mirror,
      v.models,
      v.requires,
    ]),
  }));

describe('configurator option groups', () => {
  it('the build token reads every group in en and de, in order, with values and layer images', async () => {
    const [en, de] = await Promise.all([read('en'), read('de')]);
    expect(en.map((group) => group.key)).toEqual([
      'bodyShape',
      'bodyWood',
      'topWood',
      'finish',
      'neck',
      'fretboard',
      'pickups',
      'hardware',
      'handedness',
    ]);
    expect(shared(de)).toEqual(shared(en));
    expect(de.every((group) => group.locale === 'de')).toBe(true);

    const byKey = (groups: OptionGroup[], key: string) => groups.find((group) => group.key === key)!;
    const shapes = byKey(en, 'bodyShape').values;
    expect(shapes.map((v) => v.key)).toEqual(['single-cut', 'double-cut', 'offset', 'jazz', 'precision']);
    for (const shape of shapes) {
      expect(shape.layerImage.url).toMatch(/^\/uploads\/.+\.svg$/);
      expect(shape.layerImage.mime).toBe('image/svg+xml');
    }
    const image = await fetch(`${cms.url}${shapes[0].layerImage.url}`);
    expect(image.status).toBe(200);
    expect(await image.text()).toMatch(/^<svg [^>]*viewBox="0 0 400 1000"/);

    const finish = byKey(en, 'finish');
    expect([finish.layout, finish.layerMask, byKey(en, 'handedness').layout]).toEqual(['swatch', 'bodyShape', 'list']);
    const cherry = finish.values.find((v) => v.key === 'transparent-cherry')!;
    expect([Number(cherry.priceDelta), cherry.layerColor, JSON.parse(cherry.requires), cherry.unavailableNote]).toEqual(
      [180, '#9e1b2ab3', { topWood: ['flame-maple', 'quilted-maple'] }, 'Needs a figured maple top'],
    );
    const germanHardware = byKey(de, 'hardware');
    expect(germanHardware.label).toBe('Hardware');
    const tremolo = germanHardware.values.find((v) => v.key === 'tremolo')!;
    expect([tremolo.label, tremolo.unavailableNote, JSON.parse(tremolo.requires)]).toEqual([
      'Chrom-Tremolo',
      'Bässe haben kein Tremolo',
      { model: ['custom-guitar'] },
    ]);
    expect(byKey(de, 'bodyShape').label).toBe('Korpusform');
    const rosewood = byKey(de, 'fretboard').values.filter((v) => v.key === 'rosewood');
    expect(rosewood.map((v) => [v.label, JSON.parse(v.models)])).toEqual([
      ['Palisander', ['custom-guitar']],
      ['Palisander', ['custom-bass']],
    ]);
    expect(byKey(en, 'handedness').values.map((v) => [v.key, Number(v.priceDelta), v.mirror])).toEqual([
      ['right', 0, false],
      ['left', 150, true],
    ]);
  });

  it('the public and the site tokens cannot write them', async () => {
    const [first] = await read('en');
    const data = {
      key: 'sneaky',
      label: 'Sneaky',
      position: 99,
      layout: 'list',
      values: [{ key: 'x', label: 'X', priceDelta: 0 }],
    };
    for (const token of [undefined, buildToken, cms.tokens().STRAPI_WRITE_TOKEN]) {
      expect([403, 405]).toContain(
        (await cms.request('/api/configurator-option-groups', { token, body: { data } })).status,
      );
      const path = `/api/configurator-option-groups/${first.documentId}`;
      expect([403, 404, 405]).toContain(
        (await cms.request(path, { token, method: 'PUT', body: { data: { label: 'Changed' } } })).status,
      );
      expect([403, 404, 405]).toContain((await cms.request(path, { token, method: 'DELETE' })).status);
    }
    expect((await read('en'))[0].label).toBe(first.label);
  });

  it('refuses a value with a malformed requires, and a taken key, with a reason; accepts a valid group', async () => {
    const create = (data: unknown) =>
      cms.request(`/content-manager/collection-types/${UID}?locale=en`, { token: adminToken, body: data });
    const group = (values: unknown[], key = 'strings') => ({
      key,
      label: 'Strings',
      position: 95,
      layout: 'list',
      values,
    });

    const malformed = await create(
      group([{ key: 'flatwound', label: 'Flatwound', priceDelta: 30, requires: ['bodyShape', 'jazz'] }]),
    );
    expect(malformed.status, malformed.text).toBe(400);
    expect(malformed.json.error.message).toMatch(
      /values\[0\] \(flatwound\): requires must be an object like \{"topWood"/,
    );

    const taken = await create(group([{ key: 'x', label: 'X', priceDelta: 0 }], 'finish'));
    expect(taken.status, taken.text).toBe(400);
    expect(taken.json.error.message).toMatch(/key "finish" is taken by another option group/);

    const notJson = await create(
      group([{ key: 'flatwound', label: 'Flatwound', priceDelta: 30, models: 'custom-bass' }]),
    );
    expect(notJson.status, notJson.text).toBe(400);
    expect(notJson.json.error.message).toMatch(/values\[0\] \(flatwound\): models is not valid JSON/);

    const valid = await create(
      group([
        { key: 'flatwound', label: 'Flatwound', priceDelta: 30, requires: '{"bodyShape": ["jazz", "precision"]}' },
      ]),
    );
    expect(valid.status, valid.text).toBe(201);
    const stored = await cms.request(`${LIST}&locale=en&filters[key][$eq]=strings`);
    expect(JSON.parse(stored.json.data[0].values[0].requires)).toEqual({ bodyShape: ['jazz', 'precision'] });
  });
});
