import type { SitePageSlug } from '../site-pages';
import { contactText } from './contact';
import { deliveryReturnsText } from './delivery-returns';
import type { StartingTextFacts } from './facts';
import { privacyText } from './privacy';
import { termsText } from './terms';

const WRITERS: Record<SitePageSlug, (facts: StartingTextFacts) => string> = {
  terms: termsText,
  privacy: privacyText,
  'delivery-returns': deliveryReturnsText,
  contact: contactText,
};

/**
 * The plain first text of an owner's page, written from the seller and delivery settings of the moment. The
 * owner is asked (in the editor) to have it checked before trading; once saved, it is theirs.
 */
export function startingText(slug: SitePageSlug, facts: StartingTextFacts): string {
  return WRITERS[slug](facts);
}
