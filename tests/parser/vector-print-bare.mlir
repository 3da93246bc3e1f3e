// mlir-opt prints a `vector.print` without value as its bare name, so the next line may
// begin with the results of the next op; that `%x =` (or `%a, %b =`, `%r:2 =`) is read as
// the next op, not as the printed value. (mlir-opt 22 cannot re-read its own output here;
// the expected text is what it prints for the same ops in generic form.)
// RUN: bufjit opt %s | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
// CHECK-NEXT:    vector.print
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    vector.print %[[C]] : i32
// CHECK-NEXT:    vector.print punctuation <comma>
// CHECK-NEXT:    %[[V:.*]] = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:    vector.print
// CHECK-NEXT:    %[[P:.*]]:2 = call @pair() : () -> (i32, i32)
// CHECK-NEXT:    vector.print %[[V]] : vector<2xi32>
// CHECK-NEXT:    vector.print %[[P]]#1 : i32
// OUT:       7
// OUT-NEXT:  ,
// OUT-NEXT:  ( 1, 2 )
// OUT-NEXT:  9
func.func @main() {
  vector.print
  %c = arith.constant 7 : i32
  vector.print %c : i32
  vector.print punctuation <comma>
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  vector.print
  %p:2 = func.call @pair() : () -> (i32, i32)
  vector.print %v : vector<2xi32>
  vector.print %p#1 : i32
  return
}

func.func @pair() -> (i32, i32) {
  %a = arith.constant 8 : i32
  %b = arith.constant 9 : i32
  return %a, %b : i32, i32
}
