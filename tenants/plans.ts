// The products each subscription plan includes (spec §6 "Subscription plan": Charter for
// suppliers and third-party agencies, Basic for basic vendors and basic agencies). The basic terms
// a basic account accepts say it: "The basic plan gives access to the report builder, the data
// dictionary, the basic knowledge base and support. Other products need a charter subscription"
// (server/seed/legal/), and spec §2's allow-list of basic accounts names the report
// builder among the pages they may open. A charter plan includes every product its tenant offers.
// Pure data, shared by the portal and the server.
import type { ProductCode } from './schema.ts';

export const BASIC_PLAN_PRODUCTS: readonly ProductCode[] = ['REPORT_BUILDER'];

export const inBasicPlan = (code: string): boolean => (BASIC_PLAN_PRODUCTS as readonly string[]).includes(code);
