// The Terms page in Japanese: its component with the Japanese edition's content.
import {
  policiesUpdated,
  privacyPolicy,
  termsAndConditions,
  cancellationPolicy,
  policies,
  policyPages,
} from '../../content/ja/policies.ts';
import { Terms as title } from '../../content/ja/page-titles.ts';
import { bindPage } from '../../lib/bind-page.ts';
import { Terms } from './Terms.tsx';

export default bindPage(
  Terms,
  { policiesUpdated, privacyPolicy, termsAndConditions, cancellationPolicy, policies, policyPages },
  title,
);
