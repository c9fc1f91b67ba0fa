import { SmsDeliveryError, type SmsGateway } from './sms-gateway';

// MSG91's "Send SMS via Flow" API (https://control.msg91.com/apidoc/textsms/send-sms-flow.php):
//   POST {apiUrl}   headers: authkey, content-type: application/json
//   {"template_id": "...", "sender": "...", "short_url": "0", "recipients": [{"mobiles": "91XXXXXXXXXX", "content": "..."}]}
// answers {"type": "success", "message": "<request id>"} or {"type": "error", "message": "<why>"}
// (an error may come with HTTP 200). India's DLT rules make every SMS a registered template: ours
// has one variable, ##content##, which takes the whole text.

export type Msg91Options = { apiUrl: string; apiKey: string; sender: string | undefined; templateId: string; timeoutMs?: number };

export function createMsg91Gateway(options: Msg91Options): SmsGateway {
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    provider: 'msg91',
    async send(to, text) {
      const body = {
        template_id: options.templateId,
        ...(options.sender ? { sender: options.sender } : {}),
        short_url: '0',
        recipients: [{ mobiles: `91${to}`, content: text }],
      };
      let response: Response;
      try {
        response = await fetch(options.apiUrl, {
          method: 'POST',
          headers: { authkey: options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError(`MSG91 could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      }
      const answer = await readAnswer(response);
      if (!response.ok || answer.type !== 'success') {
        throw new SmsDeliveryError(`MSG91 refused the message (HTTP ${response.status}): ${answer.message ?? 'no reason given'}`);
      }
    },
  };
}

async function readAnswer(response: Response): Promise<{ type?: string; message?: string }> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      const { type, message } = parsed as Record<string, unknown>;
      return { ...(typeof type === 'string' ? { type } : {}), ...(typeof message === 'string' ? { message } : {}) };
    }
  } catch {
    // Not JSON: the text itself says what went wrong.
  }
  return { message: text.slice(0, 200) || undefined };
}
