// Each bundle aliases @tenant-logo to its tenant's logo file (scripts/rsbuild/tenant-environments.ts).
declare module '@tenant-logo' {
  const url: string;
  export default url;
}
