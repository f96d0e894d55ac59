// Each bundle aliases @tenant-logo to its tenant's logo file (scripts/rsbuild/tenant-environments.ts).
declare module '@tenant-logo' {
  const url: string;
  export default url;
}

// …and @tenant-hero to its hero pattern (branding.hero), behind the landing and sign-in welcome.
declare module '@tenant-hero' {
  const url: string;
  export default url;
}
