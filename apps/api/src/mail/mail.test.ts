import { type Booking, fareRuleLines } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { createFlight, createUser } from '../test/factories';
import { call, tokenFor } from '../test/app';
import { smtp, t, useMailApp } from '../test/mail-app';
import { recipientOf } from '../test/smtp';

useMailApp();

describe('the mail layout', () => {
  it('sends an HTML part and a text part, money as the web writes it and times with their zone named', async () => {
    const flight = await createFlight(t.database.db, {
      departureAt: new Date('2030-12-05T14:30:00Z'),
      // years ahead, so the early-bird offer applies by rule: 25 % off $1,646.00 is $1,234.50
      classes: [{ type: 'ECONOMY', priceCents: 164_600, capacity: 6 }],
    });
    const user = await createUser(t.database.db, {
      email: 'layout-check@example.com',
      firstName: 'Katherine <b>',
      lastName: 'Johnson',
    });
    const booked = await call<Booking>(t.app, 'POST', '/user/bookings', {
      token: tokenFor(t.app, user.id, 'user'),
      body: {
        flightId: flight.id,
        classType: 'ECONOMY',
        passengers: [{ firstName: 'Katherine', lastName: 'Johnson', age: 40, gender: 'FEMALE' }],
        seatNumbers: ['1A'],
        mealPreferences: ['REGULAR'],
        specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
      },
    });
    expect(booked.status).toBe(201);

    const mail = await smtp.waitFor((m) => recipientOf(m) === 'layout-check@example.com');
    const html = typeof mail.html === 'string' ? mail.html : '';
    const text = mail.text ?? '';
    expect(html).toContain('<html');
    expect(text).not.toMatch(/<(p|a|html|table)\b/);
    for (const part of [html, text]) {
      expect(part).toContain('Amount due: $1,234.50.');
      expect(part).toContain('Departure: Dec 05, 2030 09:30 EST'); // 14:30 UTC at JFK
      expect(part).toContain(booked.body.data.trackingId);
      expect(part).toContain('Skylark Airways');
    }
    // the plain text has one item a line, the class as travellers read it, and the fare rules
    const lines = text.split('\n');
    for (const line of [
      `Tracking ID: ${booked.body.data.trackingId}`,
      `Flight: ${flight.flightNumber}, Economy`,
      'Departure: Dec 05, 2030 09:30 EST',
      'Passenger: Katherine Johnson, seat 1A',
      'Fare rules (Economy):',
      `Change fee: ${fareRuleLines('ECONOMY')[1]!.text}`,
    ]) {
      expect(lines).toContain(line);
    }
    expect(text).not.toContain('ECONOMY');
    // the customer's name is text, never markup
    expect(html).toContain('Hello Katherine &lt;b&gt; Johnson,');
    expect(html).not.toContain('<b>');
    expect(text).toContain('Hello Katherine <b> Johnson,');
  });
});
