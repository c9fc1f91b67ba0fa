import { Svg, type IconProps } from '../first-screen-icons';

/** A bank building (decorative). */
export function BankIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18M3 18h18" />
    </Svg>
  );
}
