import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { PageSections } from '@/renderer/page-sections';
import { problemLine, validatePage, type RenderProblem } from '@/renderer/parse-page';
import { PreviewModeProvider } from '@/renderer/preview-mode';
import { useRegistry } from '@/renderer/registry-context';
import { ResponsiveSections } from '@/renderer/responsive-sections';
import { DeviceFrame } from './device-frame';
import { playgroundExamples } from './examples';
import { readPageJson, type PageSets } from './read-page-json';
import styles from './page-json-playground.module.css';

/** Typing pauses this long before the preview re-renders (a page re-parses and its blocks remount). */
export const PREVIEW_DEBOUNCE_MS = 300;

/** The two devices, at the widths the storefront is designed for (STYLE: 390 px and 1280 px). */
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The page, rendered as the storefront would, in editor preview mode (an error card per failing block).
 * Keyed by the text it was read from: an edit remounts it, so a block that threw gets its chance again.
 */
function PagePreview({ sets }: { sets: PageSets }) {
  return (
    <PreviewModeProvider value={true}>
      {sets.kind === 'single' ? (
        <PageSections sections={sets.sections as unknown[]} />
      ) : (
        <ResponsiveSections browser={sets.browser as unknown[]} mobile={sets.mobile as unknown[]} />
      )}
    </PreviewModeProvider>
  );
}

/**
 * The editors' Page JSON playground (ARCHITECTURE: editors preview CMS JSON and see exactly what is wrong
 * with it): paste or edit a whole page, see it at once on a desktop and a phone, and every validation
 * problem by path, as the renderer reports it.
 */
export function PageJsonPlayground({ initialExampleId = 'home' }: { initialExampleId?: string }) {
  const ids = { example: useId(), json: useId(), status: useId(), problems: useId() };
  const registry = useRegistry();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const initial = playgroundExamples.find((e) => e.id === initialExampleId) ?? playgroundExamples[0];
  const [exampleId, setExampleId] = useState(initial?.id ?? '');
  const [text, setText] = useState(initial?.json ?? '');
  const debounced = useDebounced(text, PREVIEW_DEBOUNCE_MS);
  const reading = useMemo(() => readPageJson(debounced), [debounced]);

  const problems: RenderProblem[] = useMemo(() => {
    if (!reading.ok) return [];
    const { sets } = reading;
    return sets.kind === 'single'
      ? validatePage(sets.sections, registry)
      : [...validatePage(sets.browser, registry, 'browser'), ...validatePage(sets.mobile, registry, 'mobile')];
  }, [reading, registry]);

  /** Puts the caret where the JSON stops reading, and scrolls there. */
  const showOffset = (offset: number) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(offset, Math.min(offset + 1, textarea.value.length));
  };

  const chooseExample = (id: string) => {
    const example = playgroundExamples.find((e) => e.id === id);
    setExampleId(id);
    if (example) setText(example.json);
  };

  return (
    <div className={styles.playground}>
      <div className={styles.editor}>
        <div className={styles.field}>
          <label htmlFor={ids.example}>Example page</label>
          <select id={ids.example} value={exampleId} onChange={(e) => chooseExample(e.target.value)}>
            {exampleId === '' ? <option value="">Edited page</option> : null}
            {playgroundExamples.map((example) => (
              <option key={example.id} value={example.id}>
                {example.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.json}>Page JSON</label>
          <textarea
            ref={textareaRef}
            id={ids.json}
            className={styles.json}
            value={text}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-describedby={`${ids.status} ${ids.problems}`}
            onChange={(e) => {
              setText(e.target.value);
              setExampleId('');
            }}
          />
        </div>
      </div>

      <div className={styles.report}>
        <div className={reading.ok ? styles.detected : styles.syntax}>
          <p id={ids.status} role="status">
            {reading.ok ? `Detected: ${reading.shape}` : reading.message}
          </p>
          {!reading.ok && reading.syntax ? (
            <button type="button" className={styles.locate} onClick={() => showOffset(reading.syntax?.offset ?? 0)}>
              Show in the JSON
            </button>
          ) : null}
        </div>
        <section aria-labelledby={ids.problems} className={styles.problems}>
          <h2 id={ids.problems} className={styles.problemsTitle}>
            {reading.ok
              ? problems.length === 0
                ? 'No validation problems'
                : `${problems.length} validation problem${problems.length === 1 ? '' : 's'}`
              : 'Validation problems'}
          </h2>
          {!reading.ok ? <p className={styles.hint}>Listed once the text reads as a page.</p> : null}
          {problems.length > 0 ? (
            <ul className={styles.problemList}>
              {problems.map((p) => (
                <li key={problemLine(p)}>
                  <code>{p.path}</code>: {p.message}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>

      <div className={styles.devices}>
        <figure className={styles.desktop}>
          <figcaption>Desktop, {DESKTOP.width} px</figcaption>
          <DeviceFrame title={`Desktop preview, ${DESKTOP.width} px wide`} {...DESKTOP}>
            {reading.ok ? <PagePreview key={debounced} sets={reading.sets} /> : null}
          </DeviceFrame>
        </figure>
        <figure className={styles.mobile}>
          <figcaption>Mobile, {MOBILE.width} px</figcaption>
          <DeviceFrame title={`Mobile preview, ${MOBILE.width} px wide`} {...MOBILE}>
            {reading.ok ? <PagePreview key={debounced} sets={reading.sets} /> : null}
          </DeviceFrame>
        </figure>
      </div>
    </div>
  );
}
