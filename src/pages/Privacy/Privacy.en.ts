// The Privacy page in English: its component with the English edition's content.
import {
  policiesUpdated,
  privacyPolicy,
  termsAndConditions,
  cancellationPolicy,
  policies,
  policyPages,
} from '../../content/policies.ts';
import { Privacy as title } from '../../content/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Privacy } from './Privacy.tsx';

export default bindPage(
  Privacy,
  { policiesUpdated, privacyPolicy, termsAndConditions, cancellationPolicy, policies, policyPages },
  title,
);
