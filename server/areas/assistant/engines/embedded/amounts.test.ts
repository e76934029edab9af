import { describe, expect, it } from "vitest";
import { amountIn, money, saysAmount } from "./amounts.js";

const cents = (text: string) => amountIn(text)?.cents ?? null;

describe("amounts as boards write them", () => {
  it("reads commas, points, spaces and apostrophes between thousands", () => {
    expect(cents("approved $1,250,000 for the roof")).toBe(125_000_000);
    expect(cents("The final cost was R8 970 000: the contract")).toBe(897_000_000);
    expect(cents("€1.250.000,50 in total")).toBe(125_000_050);
    expect(cents("CHF 12'000 a year")).toBe(1_200_000);
    expect(cents("R4\u00a0312\u00a0000 net")).toBe(431_200_000);
  });

  it("reads a decimal point or comma, and a scale, exactly in cents", () => {
    expect(cents("£1,250.50")).toBe(125_050);
    expect(cents("R8,4 million")).toBe(840_000_000);
    expect(cents("R4,35 million")).toBe(435_000_000);
    expect(cents("$1.25m")).toBe(125_000_000);
    expect(cents("€12k")).toBe(1_200_000);
    expect(cents("US$3.2bn")).toBe(320_000_000_000);
  });

  it("reads India's grouping and lakhs and crores, and writes rupees back the same way", () => {
    expect(cents("a grant of ₹12,50,000 for labs")).toBe(125_000_000);
    expect(cents("Rs 1,20,00,000.50 in all")).toBe(1_200_000_050);
    expect(cents("Rs. 4.5 lakh for books")).toBe(45_000_000);
    expect(cents("₹1.2 crore corpus")).toBe(1_200_000_000);
    expect(cents("INR 85,000 a term")).toBe(8_500_000);
    expect(cents("$1,250,000 as before")).toBe(125_000_000);
    expect(saysAmount("a rise of 3 lakh")).toBe(true);
    expect(saysAmount("apologies from 5 Cr Smith")).toBe(false);
    // Rs, INR and ₹ are one currency, shown as ₹.
    expect(amountIn("Rs 3,40,000 a month")?.sign).toBe("₹");
    expect(amountIn("INR 85,000 a quarter")?.sign).toBe("₹");
    // KSh, Kshs., Sh and KES are one currency, shown as KES.
    expect(amountIn("KSh 1.2 million")).toEqual({ cents: 120_000_000, sign: "KES " });
    expect(amountIn("Kshs. 450,000 for the forum")).toEqual({ cents: 45_000_000, sign: "KES " });
    expect(amountIn("estimated at Sh 85,000 each")?.sign).toBe("KES ");
    expect(amountIn("the fish 20 were sold")).toBeNull();
    expect(amountIn("file form SH01 with the registrar")).toBeNull();
    const rupees = amountIn("₹1.25 crore");
    expect(rupees && money(rupees)).toBe("₹1,25,00,000");
  });

  it("keeps the sign the records use and writes the amount back with it", () => {
    expect(amountIn("NZ$2.5 million")).toEqual({ cents: 250_000_000, sign: "NZ$" });
    const rand = amountIn("r186 000 excluding vat");
    expect(rand?.sign).toBe("R");
    expect(rand && money(rand)).toBe("R186,000");
    expect(money({ cents: 125_050, sign: "£" })).toBe("£1,250.50");
  });

  it("does not read an R that is not the rand, nor figures without a sign", () => {
    expect(amountIn("Room R and 12 chairs")).toBeNull();
    expect(amountIn("Risk R12 and Form R2")).toBeNull();
    expect(cents("recommendation R3, then $5,000")).toBe(500_000);
    expect(cents("R650k contingency")).toBe(65_000_000);
    expect(cents("$1.250 million")).toBe(125_000_000);
    expect(amountIn("for 2025 and 2026")).toBeNull();
    expect(saysAmount("a fee of R186 000")).toBe(true);
    expect(saysAmount("a 6% increase")).toBe(true);
    expect(saysAmount("three directors")).toBe(false);
  });
});
