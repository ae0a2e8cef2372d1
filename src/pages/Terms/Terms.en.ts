// The Terms page in English: its component with the English edition's content.
import {
  policiesUpdated,
  privacyPolicy,
  termsAndConditions,
  cancellationPolicy,
  policies,
  policyPages,
} from '../../content/policies.ts';
import { Terms as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Terms } from './Terms.tsx';

export default bindPage(
  Terms,
  { policiesUpdated, privacyPolicy, termsAndConditions, cancellationPolicy, policies, policyPages },
  title,
);
