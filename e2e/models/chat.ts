import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Facts of a property as its 'Detalles de la Propiedad' dialog shows them. */
export type PropertyFacts = {
  id: number;
  price: number;
  bedrooms: number | null;
  parking: number | null;
  location: string;
  company: string;
};

const pesos = (label: string) => Number(label.replace(/\D/g, ''));

/** The public investor assistant at /chat: conversation, input, results panel, analysis and dialogs. */
export class ChatPage {
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly conversation: Locator;
  readonly welcome: Locator;
  readonly typing: Locator;
  readonly panel: Locator;
  readonly cards: Locator;
  readonly clearButton: Locator;

  constructor(readonly page: Page) {
    // The screen speaks the conversation's language ('ES | EN'): its parts are found by either name.
    this.input = page.getByRole('textbox', { name: /^(Mensaje|Message)$/ });
    this.sendButton = page.getByRole('button', { name: /^(Enviar|Enviando\.\.\.|Send|Sending\.\.\.)$/ });
    this.conversation = page.getByRole('log', { name: /^(Conversación|Conversation)$/ });
    this.welcome = page.getByRole('heading', { name: /Soy tu asistente de inversión/ });
    this.typing = page.getByText(/^(El asistente está escribiendo|The assistant is typing)\.\.\.$/);
    this.panel = page.getByRole('complementary', { name: /^(Resultados|Results)$/ });
    this.cards = this.panel.getByRole('article');
    this.clearButton = page.getByRole('button', { name: 'Limpiar chat' });
  }

  /** Opens the chat screen. */
  async goto(): Promise<void> {
    await this.page.goto('/chat');
    await expect(this.input).toBeVisible();
  }

  /** The assistant's replies, oldest first. */
  replies(): Locator {
    return this.conversation.getByRole('listitem', { name: /^(Mensaje del asistente|Assistant's message)$/ });
  }

  /** Types a message, sends it with Enter and waits for the assistant's answer. */
  async ask(text: string): Promise<Locator> {
    const before = await this.replies().count();
    await this.input.fill(text);
    await this.input.press('Enter');
    await expect(this.replies()).toHaveCount(before + 1, { timeout: 20_000 });
    await expect(this.typing).toBeHidden();
    return this.replies().nth(before);
  }

  /** Price labels of the result cards, in pesos. */
  async cardPrices(): Promise<number[]> {
    const labels = await this.cards.getByText(/^\$[\d.]+$/).allInnerTexts();
    return labels.map(pesos);
  }

  /** One result card by its position. */
  card(index: number): Locator {
    return this.cards.nth(index);
  }

  /** Opens a card's details and reads its facts, then closes the dialog. */
  async facts(card: Locator): Promise<PropertyFacts> {
    await card.getByRole('button', { name: /^(Ver|View)$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: /^(Detalles de la Propiedad|Property details)$/ });
    await expect(dialog).toBeVisible();
    const fact = async (term: string) =>
      (
        await dialog
          .locator('dt', { hasText: new RegExp(`^${term}$`) })
          .locator('xpath=following-sibling::dd[1]')
          .innerText()
      ).trim();
    const numberOrNull = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);
    const facts = {
      id: Number(await fact('ID')),
      price: pesos(await fact('(Precio|Price)')),
      bedrooms: numberOrNull(await fact('(Habitaciones|Bedrooms)')),
      parking: numberOrNull(await fact('(Parqueaderos|Parking spaces)')),
      location: await fact('(Ubicación|Location)'),
      company: await fact('(Constructora|Developer)'),
    };
    await dialog
      .getByRole('button', { name: /^(Cerrar|Close)$/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    return facts;
  }

  /** Facts of every result card. */
  async allFacts(): Promise<PropertyFacts[]> {
    const facts: PropertyFacts[] = [];
    for (let i = 0; i < (await this.cards.count()); i++) facts.push(await this.facts(this.card(i)));
    return facts;
  }

  /** A section of the financial analysis view. */
  analysisSection(name: string): Locator {
    return this.panel.getByRole('region', { name });
  }
}
