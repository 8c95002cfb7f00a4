import { blockSchemas } from "@/blocks/schemas";
import { article } from "./documents/article";
import { author } from "./documents/author";
import { brand } from "./documents/brand";
import { documentType } from "./documents/document-type";
import { page } from "./documents/page";
import { redirect } from "./documents/redirect";
import { ronState } from "./documents/ron-state";
import { solutionPage } from "./documents/solution-page";
import { cta } from "./objects/cta";
import { iconName } from "./objects/icon-name";
import { localeString, localeText } from "./objects/locale";
import { modalCopy } from "./objects/modal-copy";
import { pageBlocks } from "./objects/page-blocks";
import { richText } from "./objects/rich-text";
import { sampleCard } from "./objects/sample-card";
import { sourcedFact } from "./objects/sourced-fact";
import { seo } from "./objects/seo";
import { signupRoleCopy } from "./objects/signup-role-copy";
import { statItem } from "./objects/stat-item";
import { statusTone } from "./objects/status-tone";
import { earlyAccessPage } from "./singletons/early-access-page";
import { homePage } from "./singletons/home-page";
import { pricingPage } from "./singletons/pricing-page";
import { siteSettings } from "./singletons/site-settings";

/** Documents that exist exactly once, at an id equal to their type name. */
export const singletonTypes = [siteSettings, homePage, earlyAccessPage, pricingPage];

export const schemaTypes = [
  ...singletonTypes,
  brand,
  solutionPage,
  page,
  redirect,
  ronState,
  article,
  author,
  documentType,
  cta,
  iconName,
  localeString,
  localeText,
  modalCopy,
  pageBlocks,
  richText,
  sampleCard,
  seo,
  sourcedFact,
  signupRoleCopy,
  statItem,
  statusTone,
  ...blockSchemas,
];
