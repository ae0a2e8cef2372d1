// The Privacy page in Japanese: its component with the Japanese edition's content.
import {
  policiesUpdated,
  privacyPolicy,
  termsAndConditions,
  cancellationPolicy,
  policies,
  policyPages,
} from '../../content/ja/policies.ts';
import { Privacy as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Privacy } from './Privacy.tsx';

export default bindPage(
  Privacy,
  { policiesUpdated, privacyPolicy, termsAndConditions, cancellationPolicy, policies, policyPages },
  title,
);
