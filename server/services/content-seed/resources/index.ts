// The resources of the demo content (issue 15 §1), one file each: links to training, videos and
// policies, and guides the seed prints as PDF files.
import type { SeedResource } from '../types.ts';
import portalTourVideo from './portal-tour-video.ts';
import shopperBehaviorFundamentalsCourse from './shopper-behavior-fundamentals-course.ts';
import reportBuilderFirstReportVideo from './report-builder-first-report-video.ts';
import dataUsePolicy from './data-use-policy.ts';
import associateSupplierSupportTraining from './associate-supplier-support-training.ts';
import reportBuilderQuickReference from './report-builder-quick-reference.ts';
import newAdminOnboardingChecklist from './new-admin-onboarding-checklist.ts';
import bulkUploadPreparationGuide from './bulk-upload-preparation-guide.ts';
import dataSharingSummary from './data-sharing-summary.ts';
import shopperBehaviorMeasuresGlossary from './shopper-behavior-measures-glossary.ts';

export const RESOURCES: SeedResource[] = [
  portalTourVideo,
  shopperBehaviorFundamentalsCourse,
  reportBuilderFirstReportVideo,
  dataUsePolicy,
  associateSupplierSupportTraining,
  reportBuilderQuickReference,
  newAdminOnboardingChecklist,
  bulkUploadPreparationGuide,
  dataSharingSummary,
  shopperBehaviorMeasuresGlossary,
];
