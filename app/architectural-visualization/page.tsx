import { TradePage } from "@/components/trades/trade-page";
import { trades } from "@/content/trades";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("visualization", "/architectural-visualization");

export default function ArchitecturalVisualizationPage() {
  return <TradePage trade={trades.visualization} />;
}
