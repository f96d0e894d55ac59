// Who is on this machine: the development tools and the metrics answer such clients without more.

/** Whether the connection comes from this machine (the socket's address: a forwarded header is the client's to write). */
export function fromLoopback(address: string | undefined): boolean {
  return !!address && (/^(::ffff:)?127\./.test(address) || address === '::1');
}
