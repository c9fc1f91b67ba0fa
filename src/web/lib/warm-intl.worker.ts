// Makes, once, the formatters the first screen uses (see warm-intl.ts), then says so.

type Ask = { locale: string; timeZone: string };

self.onmessage = ({ data }: MessageEvent<Ask>) => {
  try {
    new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1);
    new Intl.DateTimeFormat(data.locale, { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: data.timeZone }).format(0);
  } finally {
    self.postMessage('warm');
  }
};
