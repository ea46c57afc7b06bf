import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountDetailsSchema } from '../../../shared/schemas/account';
import { loadAuthClient } from '../../lib/auth/auth-actions';
import { type Profile, setOwnProfile } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

type Details = z.output<typeof accountDetailsSchema>;

/** The business fields of the details form are for wholesalers and admins only. */
export function showsBusinessFields(profile: Profile): boolean {
  return profile.role === 'wholesaler' || profile.role === 'admin';
}

/**
 * Saves the details form. The profile update never changes the email: a new address goes to
 * better-auth, which mails it a confirmation link and switches only once that is clicked.
 * Resolves true when everything asked for went through.
 */
export function useSaveDetails(profile: Profile) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const update = trpc.account.updateDetails.useMutation();

  const save = async (details: Details): Promise<boolean> => {
    // Hidden business fields keep their stored value; a pending applicant's business name must survive.
    const keepBusiness = profile.accountType === 'Wholesale';
    const business = showsBusinessFields(profile)
      ? { businessName: details.businessName, companyType: details.companyType }
      : { businessName: keepBusiness ? profile.businessName : null, companyType: keepBusiness ? profile.companyType : null };
    try {
      const saved = await update.mutateAsync({ ...details, ...business, email: profile.email });
      setOwnProfile(queryClient, saved);
      void utils.wholesale.dashboard.invalidate();
      notify.success('Account details updated successfully.');
    } catch (error) {
      notify.error(`Failed to update details: ${errorMessage(error)}`);
      return false;
    }
    if (details.email.toLowerCase() === profile.email.toLowerCase()) return true;
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.changeEmail({ newEmail: details.email, callbackURL: '/account' });
      if (error) {
        notify.error(`Failed to update details: ${errorMessage(error, 'the email could not be changed.')}`);
        return false;
      }
      notify.success('A confirmation email has been sent to your new email address.');
      return true;
    } catch (error) {
      notify.error(`Failed to update details: ${errorMessage(error)}`);
      return false;
    }
  };
  return { save, saving: update.isPending };
}
