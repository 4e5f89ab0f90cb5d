// The configurator page (/configurator-test, /de/configurator-test): choose a model, then each
// option group; the picture, the price and the summary follow every choice. The configuration
// lives in the URL (every choice is a history entry, so back and forward step through them, and
// a shared link opens the same instrument). The quote form and the PDF load when asked for.
import {
  Alert,
  ConfigurationSummary,
  ConfiguratorPreview,
  OptionGroup,
  formatPrice,
  formatPriceDelta,
  type ConfiguratorOption,
} from '@tonewood/design-system';
import { displayAmount } from '@tonewood/rules';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n';
import { useTaxIncluded } from '../market';
import { HYDRATES_LATER_ATTRIBUTE, hydrateInTurn } from '../resilience';
import {
  MODEL_KEY,
  choose,
  fromSearch,
  groupsFor,
  imagesOf,
  layersOf,
  priceOf,
  referenceOf,
  settle,
  toSearch,
  unavailableReason,
  type Adjustment,
  type ConfiguratorModel,
  type Configuration,
  type Dropped,
  type OptionGroup as Group,
} from './rules';

// In the contact form's chunk (features/requests): react-hook-form, zod and the request form.
const QuoteRequest = lazy(() => import(/* webpackChunkName: "engagement-forms" */ './QuoteRequest'));

export interface ConfiguratorProps {
  language: Language;
  models: ConfiguratorModel[];
  groups: Group[];
}

const start = (models: ConfiguratorModel[], groups: Group[]): Configuration =>
  settle({ model: models[0]?.handle ?? '', choices: {} }, groups).configuration;

// The page hydrates part by part, each step, the picture and the summary in a task of its own
// (resilience/deferHydration.tsx): ten steps with 31 radio buttons hydrated at once were one long
// task on a phone. A tap on a part before its turn is kept and done then.
const Step = hydrateInTurn(OptionGroup, { keepTaps: true });
const Preview = hydrateInTurn(ConfiguratorPreview, { keepTaps: true });
const Summary = hydrateInTurn(ConfigurationSummary, { keepTaps: true });

// data-ready="true" once the URL's configuration is on the page and every part has hydrated (a
// part still waiting for its turn shows the server's configuration and carries the attribute).
const markReady = (element: HTMLElement | null) => {
  if (!element) return;
  const waiting = () => element.querySelector(`[${HYDRATES_LATER_ATTRIBUTE}]`) !== null;
  const ready = () => element.setAttribute('data-ready', 'true');
  if (!waiting()) return ready();
  const observer = new MutationObserver(() => {
    if (waiting()) return;
    observer.disconnect();
    ready();
  });
  observer.observe(element, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [HYDRATES_LATER_ATTRIBUTE],
  });
};

export function ConfiguratorView({ language, models, groups }: ConfiguratorProps) {
  const { t } = useTranslation();
  // The server renders the first model's standard configuration; the URL's is read after hydration.
  const [configuration, setConfiguration] = useState(() => start(models, groups));
  // What the last change or the URL could not keep, said in words at render.
  const [problems, setProblems] = useState<{ dropped: Dropped[]; adjustments: Adjustment[] }>({
    dropped: [],
    adjustments: [],
  });
  const [quoteOpen, setQuoteOpen] = useState<boolean | null>(null);
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'failed'>('idle');
  // data-ready="true" once the URL's configuration is on the page (tests and scripts wait for it):
  // set on the element itself, so a URL that asks for the server's configuration renders nothing again.
  const root = useRef<HTMLDivElement>(null);
  const readyAfterRender = useRef(false);
  // What is on the page now, for the URL's reader (on the first render's effects, and on popstate).
  const onPage = useRef({ configuration, problems });
  useEffect(() => {
    onPage.current = { configuration, problems };
    if (!readyAfterRender.current) return;
    readyAfterRender.current = false;
    markReady(root.current);
  });
  const taxIncluded = useTaxIncluded();

  const groupLabel = (key: string) => groups.find((g) => g.key === key)?.label ?? key;
  const valueLabel = (group: string, key: string) =>
    groups.find((g) => g.key === group)?.values.find((v) => v.key === key)?.label ?? key;
  const describeAdjustments = (adjustments: Adjustment[]) =>
    adjustments.map((a) =>
      t('configurator_adjusted', {
        group: groupLabel(a.group),
        from: valueLabel(a.group, a.from),
        to: valueLabel(a.group, a.to),
      }),
    );
  const describeDropped = (dropped: Dropped[]) =>
    dropped.map((d) =>
      d.kind === 'model'
        ? t('configurator_dropped_model', { value: d.value, model: models[0]?.title ?? '' })
        : t('configurator_dropped_value', { value: d.value, group: groupLabel(d.group) }),
    );

  const notices = [...describeDropped(problems.dropped), ...describeAdjustments(problems.adjustments)];

  // The URL's configuration: at start, and whenever back or forward changes the query.
  useEffect(() => {
    const read = () => {
      const found = fromSearch(window.location.search, groups, models);
      const search = toSearch(found.configuration, groups);
      // A link with unknown parts is corrected in place, so sharing it again shares what is shown.
      if (new URLSearchParams(window.location.search).has(MODEL_KEY) && window.location.search !== search)
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
      // The configuration on the page and no problems before or now (the usual first visit): the
      // page stays as the server drew it, without a render.
      const none = (p: { dropped: Dropped[]; adjustments: Adjustment[] }) => !p.dropped.length && !p.adjustments.length;
      if (toSearch(onPage.current.configuration, groups) === search && none(onPage.current.problems) && none(found)) {
        markReady(root.current);
        return;
      }
      setConfiguration(found.configuration);
      setProblems({ dropped: found.dropped, adjustments: found.adjustments });
      readyAfterRender.current = true;
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [groups, models]);

  const pick = (group: string, value: string) => {
    const next = choose(configuration, groups, group, value);
    setConfiguration(next.configuration);
    setProblems({ dropped: [], adjustments: next.adjustments });
    window.history.pushState(
      window.history.state,
      '',
      `${window.location.pathname}${toSearch(next.configuration, groups)}`,
    );
  };

  const model = models.find((m) => m.handle === configuration.model);
  const offered = useMemo(() => groupsFor(groups, configuration.model), [groups, configuration.model]);
  const price = priceOf(configuration, groups, models);
  const { layers, mirrored } = layersOf(configuration, groups);
  const reference = referenceOf(configuration, groups);
  // The zone's tax display: with VAT, or without for export.
  const shown = (amount: number) => displayAmount(amount, { includesTax: taxIncluded });
  const shownDelta = (delta: number) => (delta === 0 ? 0 : shown(Math.abs(delta)) * Math.sign(delta));
  const taxNote = taxIncluded ? t('configurator_tax_included') : t('configurator_tax_export');
  const choices = price.lines.map((line) => ({
    group: line.group.label,
    label: line.value.label,
    priceDelta: shownDelta(line.value.priceDelta),
    swatch: line.value.swatch ?? undefined,
  }));
  const pictureLabel = model
    ? t('configurator_picture', { model: model.title, choices: choices.map((c) => c.label).join(', ') })
    : '';

  const downloadPdf = async () => {
    if (!model) return;
    setPdf('busy');
    try {
      const { downloadConfigurationPdf } = await import(/* webpackChunkName: "configurator-pdf" */ './download');
      await downloadConfigurationPdf({
        language,
        t,
        model,
        layers,
        mirrored,
        basePrice: formatPrice(shown(price.base)),
        rows: choices.map((c) => ({
          label: c.group,
          value: c.label,
          amount: formatPriceDelta(c.priceDelta) ?? t('configurator_included'),
        })),
        total: formatPrice(shown(price.total)),
        taxNote,
        reference,
        url: window.location.href,
      });
      setPdf('idle');
    } catch {
      setPdf('failed');
    }
  };

  if (!model)
    return (
      <div data-slot="configurator" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="mb-6 font-display text-4xl font-semibold text-walnut-900">{t('configurator_title')}</h1>
        <Alert kind="info">{t('configurator_empty')}</Alert>
      </div>
    );

  const modelOptions: ConfiguratorOption[] = models.map((m) => ({
    value: m.handle,
    label: m.title,
    description: t('configurator_base'),
    price: formatPrice(shown(m.price)),
  }));

  return (
    <div ref={root} data-slot="configurator" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="mb-8 max-w-3xl">
        <h1 className="font-display text-4xl font-semibold text-walnut-900">{t('configurator_title')}</h1>
        <p className="mt-2 text-walnut-700">{t('configurator_intro')}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <Preview
            layers={layers}
            mirrored={mirrored}
            label={pictureLabel}
            preload={imagesOf(groups, configuration.model)}
          />
        </div>
        <div className="flex flex-col gap-8">
          {notices.length > 0 && (
            <div data-slot="configurator-notice">
              <Alert kind="info">
                <ul className="flex flex-col gap-1">
                  {notices.map((notice) => (
                    <li key={notice}>{notice}</li>
                  ))}
                </ul>
              </Alert>
            </div>
          )}
          <Step
            id="configurator-model"
            label={t('configurator_model')}
            options={modelOptions}
            value={configuration.model}
            onChange={(value) => pick(MODEL_KEY, value)}
          />
          {offered.map((group) => (
            <Step
              key={group.key}
              id={`configurator-${group.key}`}
              label={group.label}
              description={group.description ?? undefined}
              layout={group.layout}
              value={configuration.choices[group.key]}
              onChange={(value) => pick(group.key, value)}
              options={group.values.map((value) => {
                const reason = unavailableReason(value, configuration, {
                  groups,
                  models,
                  needs: (what) => t('configurator_needs', { what }),
                });
                return {
                  value: value.key,
                  label: value.label,
                  description: value.description ?? undefined,
                  swatch: value.swatch ?? undefined,
                  priceDelta: shownDelta(value.priceDelta),
                  disabled: reason !== null,
                  unavailableReason: reason ?? undefined,
                };
              })}
            />
          ))}
          <Summary
            productName={model.title}
            basePrice={shown(price.base)}
            choices={choices}
            total={shown(price.total)}
            taxNote={taxNote}
            reference={reference}
            onRequestQuote={() => setQuoteOpen(true)}
            onDownloadPdf={() => void downloadPdf()}
            pdfBusy={pdf === 'busy'}
          />
          {pdf === 'failed' && (
            <div data-slot="configurator-pdf-error">
              <Alert kind="error">{t('configurator_pdf_error')}</Alert>
            </div>
          )}
          {quoteOpen != null && (
            <Suspense fallback={null}>
              <QuoteRequest
                open={quoteOpen}
                onOpenChange={setQuoteOpen}
                language={language}
                product={model.title}
                // In the shopper's words for the workshop; the link carries the keys.
                configuration={{
                  [t('configurator_model')]: model.title,
                  ...Object.fromEntries(choices.map((c) => [c.group, c.label])),
                }}
                total={price.total}
                reference={reference}
              />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
