// SPDX-License-Identifier: MIT
// A stand-in for a core's Arduino.h, just enough to compile the sketches in examples/
// the way Arduino does (tests/package/arduino_sketches.cmake): the usual types and
// macros a core defines before any library header, millis(), delay(), a Serial stub,
// and the main() that calls setup() once and loop() forever.
#ifndef QNOISE_TEST_ARDUINO_H
#define QNOISE_TEST_ARDUINO_H

#include <stdint.h>
#include <stddef.h>
#include <string.h>

// Macros real cores define (AVR, ArduinoCore-API, Teensy): library headers must not
// trip over them.
#define HIGH 0x1
#define LOW 0x0
#define INPUT 0x0
#define OUTPUT 0x1
#define PI 3.1415926535897932384626433832795
#define HALF_PI 1.5707963267948966192313216916398
#define TWO_PI 6.283185307179586476925286766559
#define DEG_TO_RAD 0.017453292519943295769236907684886
#define LSBFIRST 0
#define MSBFIRST 1
#define CHANGE 1
#define FALLING 2
#define RISING 3
#define DEFAULT 1
#define EXTERNAL 0
#define DEC 10
#define HEX 16
#define OCT 8
#define BIN 2
#define constrain(amt, low, high) ((amt) < (low) ? (low) : ((amt) > (high) ? (high) : (amt)))
#define radians(deg) ((deg) * DEG_TO_RAD)
#define degrees(rad) ((rad) * 57.295779513082320876798154814105)
#define sq(x) ((x) * (x))
#define lowByte(w) ((uint8_t)((w) & 0xff))
#define highByte(w) ((uint8_t)((w) >> 8))
#define bitRead(value, bit) (((value) >> (bit)) & 0x01)
#define bit(b) (1UL << (b))

typedef uint8_t byte;
typedef bool boolean;

extern "C" {
unsigned long millis(void);
unsigned long micros(void);
void delay(unsigned long ms);
}

class HardwareSerialStub {
 public:
  void begin(unsigned long) {}
  size_t print(const char* s) { return strlen(s); }
  size_t print(long v, int = DEC) { return v < 0 ? 2 : 1; }
  size_t println(const char* s) { return print(s) + 2; }
  size_t println(long v, int base = DEC) { return print(v, base) + 2; }
  size_t println() { return 2; }
  explicit operator bool() const { return true; }
};
extern HardwareSerialStub Serial;

void setup(void);
void loop(void);

// What a core's main.cpp does (the test compiles each sketch to one object).
int main() {
  setup();
  for (;;) loop();
}

#endif  // QNOISE_TEST_ARDUINO_H
