import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Lang } from "@/lib/routing/paths";

const styles = {
  body: {
    backgroundColor: "#f1f5f9",
    fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    margin: 0,
    padding: "24px 0",
  },
  container: { backgroundColor: "#ffffff", borderRadius: "12px", margin: "0 auto", maxWidth: "560px", padding: "32px" },
  brand: {
    color: "#1d4ed8",
    fontSize: "14px",
    fontWeight: 700,
    letterSpacing: "0.04em",
    margin: 0,
    textTransform: "uppercase" as const,
  },
  footer: { color: "#64748b", fontSize: "12px", lineHeight: "18px", margin: 0 },
};

/** The frame every signup email shares: brand line, content, footer; `lang` is the email's language (default English). */
export function EmailLayout({
  lang = "en",
  preview,
  brand,
  footer,
  children,
}: {
  lang?: Lang;
  preview: string;
  brand: string;
  footer: string;
  children: ReactNode;
}) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{brand}</Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e2e8f0", margin: "24px 0" }} />
          <Text style={styles.footer}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
