import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { messages } from '@domain/messages';
import type { FaqCategory } from '@schemas/information';
import { Accordion } from '@/components/ui/accordion';
import { Carousel } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { faqQueryOptions } from '@/data/information/faq';
import { cx } from '@/lib/inline-style';
import { useIsMobile } from '@/lib/use-media-query';
import { mediaUrl } from '@/lib/media';
import { usePageHead } from '@/lib/page-head';
import styles from './faq.module.css';
import page from './information.module.css';

/** spec: catalogue §9 — 5 category and 6 question placeholders; 1, 3 and 5 categories per view at 640, 768, 1024 px. */
const CATEGORY_PLACEHOLDERS = 5;
const QUESTION_PLACEHOLDERS = 6;
const PER_VIEW = { base: 1, 768: 3, 1024: 5 } as const;
const NO_CATEGORIES: FaqCategory[] = [];

function FaqSkeleton() {
  return (
    <div aria-hidden="true">
      <div className={styles.categoryRow}>
        {Array.from({ length: CATEGORY_PLACEHOLDERS }, (_, i) => (
          <Skeleton key={i} className={styles.categoryPlaceholder} />
        ))}
      </div>
      <div className={styles.questions}>
        {Array.from({ length: QUESTION_PLACEHOLDERS }, (_, i) => (
          <Skeleton key={i} height={56} radius={0} style={{ display: 'block', marginBottom: 1 }} />
        ))}
      </div>
    </div>
  );
}

function CategoryButton({
  category,
  imageBase,
  chosen,
  onChoose,
}: {
  category: FaqCategory;
  imageBase: string;
  chosen: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      className={cx(styles.category, chosen && styles.chosen)}
      aria-pressed={chosen}
      onClick={onChoose}
    >
      {category.fc_image && (
        <img
          className={styles.categoryImage}
          src={mediaUrl(category.fc_image, imageBase)}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          // The page's largest paint is its title: the icons come after it (ADR 070).
          fetchPriority="low"
          decoding="async"
        />
      )}
      <span className={styles.categoryName}>{category.fc_name}</span>
    </button>
  );
}

/**
 * /faq (catalogue §2 "Information pages", §9): the categories from `categoryFaqs` in a slider, the chosen one's
 * questions as an accordion with answers through the safe HTML path, 'No FAQ Found for this category' for a
 * category without questions. A failed call simply ends the loading state (catalogue §8).
 */
export function FaqPage() {
  usePageHead({
    title: 'FAQ',
    description:
      'Answers on orders and payment, shipping across India, returns and exchange, made-to-order pieces and caring for your jewellery.',
    canonical: '/faq',
  });
  const { data, isPending } = useQuery(faqQueryOptions());
  const categories = data?.status === 'success' ? data.faqCatData : NO_CATEGORIES;
  const [chosenId, setChosenId] = useState<number | null>(null);
  // A phone shows one topic per view: the topic swiped to is the one whose questions show.
  const oneAtATime = useIsMobile();
  const onSlide = useCallback(
    (index: number) => {
      const shown = categories[index];
      if (oneAtATime && shown) setChosenId(shown.fc_id);
    },
    [oneAtATime, categories],
  );
  const chosen = categories.find((c) => c.fc_id === chosenId) ?? categories[0];
  const questions = (chosen?.faqs ?? []).filter((faq) => faq.faq_title.trim() !== '');

  return (
    <section className={cx(page.page, page.narrow)} aria-labelledby="faq-title" aria-busy={isPending}>
      <h1 id="faq-title" className={page.title}>
        Frequently Asked Questions
      </h1>
      <p className={page.lead}>Choose a topic to see its questions.</p>
      {isPending ? (
        <FaqSkeleton />
      ) : (
        categories.length > 0 && (
          <>
            <Carousel label="FAQ topics" perView={PER_VIEW} gap={12} autoplayMs={false} dots={false} onSelect={onSlide}>
              {categories.map((category) => (
                <CategoryButton
                  key={category.fc_id}
                  category={category}
                  imageBase={data?.category_image_path ?? ''}
                  chosen={category.fc_id === chosen?.fc_id}
                  onChoose={() => setChosenId(category.fc_id)}
                />
              ))}
            </Carousel>
            <div className={styles.questions}>
              <h2 className={page.sectionTitle}>{chosen?.fc_name}</h2>
              {questions.length > 0 ? (
                <Accordion
                  key={chosen?.fc_id}
                  items={questions.map((faq, index) => ({
                    key: faq.faq_id ?? index,
                    title: faq.faq_title,
                    html: faq.faq_description,
                  }))}
                />
              ) : (
                <p className={styles.empty}>{messages.noFaqs}</p>
              )}
            </div>
          </>
        )
      )}
    </section>
  );
}
