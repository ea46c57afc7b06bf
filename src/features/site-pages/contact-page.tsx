import { useSeller } from '../../lib/seller';
import { ContactForm } from '../contact/contact-form';
import { SellerDetails } from './seller-details';
import { SitePageView } from './site-page';

/** /contact: the owner's words, the seller's details and the contact form. */
export function ContactPage() {
  const seller = useSeller();
  return (
    <SitePageView slug="contact">
      {seller ? <SellerDetails seller={seller} /> : null}
      <ContactForm />
    </SitePageView>
  );
}
